// View-harness runtime (Linux/AppleShims/README.md): JavaScript's alert(), confirm() and prompt().
import Foundation
@_spi(Harness) import UIKit

/// The harness has no JavaScript engine. It runs the few statements a test page uses to ask, one
/// per line of an inline script, and fails the run on any other script:
///
///     alert("message");
///     document.getElementById("id").textContent = confirm("message") ? "yes" : "no";
///     document.getElementById("id").textContent = prompt("message", "default") ?? "none";
///
/// Each call asks the web view's `WKUIDelegate` (WKUIDelegate.h): alert
/// `webView:runJavaScriptAlertPanelWithMessage:initiatedByFrame:completionHandler:`, confirm
/// `…ConfirmPanelWithMessage…` ("Pass YES if the user chose OK, NO if the user chose Cancel"),
/// prompt `…TextInputPanelWithPrompt:defaultText:…` ("Pass the entered text if the user chose OK,
/// otherwise nil"); without a delegate method WebKit behaves "as if the user selected the OK
/// button" (alert) or "the Cancel button" (confirm, prompt), the run-mode defaults. The script
/// waits for the answer (the page's script is blocked while a panel is up), then the next
/// statement runs; an assignment writes its text into the element.
///
/// The completion handler's contract is WebKit's, as for the decision handler
/// (`_WKDecisionBridge`): called a second time, WebKit raises ("Completion handler passed to …
/// was called more than once"); released uncalled, it raises ("… was not called"). Both are
/// breaches here, and so is a panel still unanswered when its page has gone (the next page has
/// committed).
@MainActor enum _JSPanels {
  /// The panels asked and not answered yet, by web view.
  static var outstanding: [ObjectIdentifier: [_PanelCall]] = [:]

  /// Runs `scripts` in the page at `url` shown by `webView`, then `done`.
  static func run(_ scripts: [String], in webView: WKWebView, url: URL, then done: @escaping () -> Void) {
    var statements: [String] = []
    for script in scripts {
      statements += script.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
    }
    step(statements[...], webView, url, done)
  }

  private static func step(_ rest: ArraySlice<String>, _ webView: WKWebView, _ url: URL, _ done: @escaping () -> Void) {
    guard let statement = rest.first else { return done() }
    let next = { step(rest.dropFirst(), webView, url, done) }
    let frame = WKFrameInfo()
    frame._origin._host = url.host ?? ""
    if let m = match(#"^alert\("((?:[^"\\]|\\.)*)"\);?$"#, statement) {
      let call = _PanelCall(webView, "alert(\(m[0]))") { _ in next() }
      guard let delegate = webView._uiDelegate else { return call.answer(nil) }
      Task { @MainActor in
        await delegate.webView(webView, runJavaScriptAlertPanelWithMessage: m[0], initiatedByFrame: frame)
        call.answer(nil)
      }
      return
    }
    if let m = match(#"^document\.getElementById\("([\w-]+)"\)\.textContent = confirm\("((?:[^"\\]|\\.)*)"\) \? "((?:[^"\\]|\\.)*)" : "((?:[^"\\]|\\.)*)";?$"#, statement) {
      let call = _PanelCall(webView, "confirm(\(m[1]))") { answer in
        write(answer == "true" ? m[2] : m[3], into: m[0], of: webView)
        next()
      }
      guard let delegate = webView._uiDelegate else { return call.answer("false") }
      Task { @MainActor in
        let ok = await delegate.webView(webView, runJavaScriptConfirmPanelWithMessage: m[1], initiatedByFrame: frame)
        call.answer(ok ? "true" : "false")
      }
      return
    }
    if let m = match(#"^document\.getElementById\("([\w-]+)"\)\.textContent = prompt\("((?:[^"\\]|\\.)*)", "((?:[^"\\]|\\.)*)"\) \?\? "((?:[^"\\]|\\.)*)";?$"#, statement) {
      let call = _PanelCall(webView, "prompt(\(m[1]))") { answer in
        write(answer ?? m[3], into: m[0], of: webView)
        next()
      }
      guard let delegate = webView._uiDelegate else { return call.answer(nil) }
      Task { @MainActor in
        let text = await delegate.webView(
          webView, runJavaScriptTextInputPanelWithPrompt: m[1], defaultText: m[2], initiatedByFrame: frame)
        call.answer(text)
      }
      return
    }
    _HarnessContract.notModelled("a script statement the harness cannot run: \(statement)")
  }

  /// A page is about to replace the one `webView` showed: every panel that page asked for must
  /// have been answered by now.
  static func pageWillGo(_ webView: WKWebView) {
    for call in outstanding.removeValue(forKey: ObjectIdentifier(webView)) ?? [] where !call.isAnswered {
      call.isAnswered = true
      _HarnessContract.breach("a JavaScript panel's completion handler never called", "\(call.what): its page has gone")
    }
  }

  private static func write(_ text: String, into id: String, of webView: WKWebView) {
    let escaped = text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
    guard let element = try? NSRegularExpression(pattern: "(<[^>]* id=\"\(id)\"[^>]*>)[^<]*"),
      let found = element.firstMatch(in: webView._shownHTML, range: NSRange(webView._shownHTML.startIndex..., in: webView._shownHTML)),
      let range = Range(found.range, in: webView._shownHTML), let open = Range(found.range(at: 1), in: webView._shownHTML)
    else { _HarnessContract.notModelled("a script writes into a missing element #\(id)") }
    webView._shownHTML.replaceSubrange(range, with: webView._shownHTML[open] + escaped)
  }

  private static func match(_ pattern: String, _ text: String) -> [String]? {
    guard let regex = try? NSRegularExpression(pattern: pattern),
      let found = regex.firstMatch(in: text, range: NSRange(text.startIndex..., in: text))
    else { return nil }
    return (1..<found.numberOfRanges).map { i in
      Range(found.range(at: i), in: text).map { String(text[$0]).replacingOccurrences(of: "\\\"", with: "\"") } ?? ""
    }
  }
}

/// One panel asked for, and its completion handler's calls.
@MainActor final class _PanelCall {
  let what: String
  var isAnswered = false
  private let resume: (String?) -> Void
  private weak var webView: WKWebView?

  init(_ webView: WKWebView, _ what: String, resume: @escaping (String?) -> Void) {
    self.what = what
    self.resume = resume
    self.webView = webView
    _JSPanels.outstanding[ObjectIdentifier(webView), default: []].append(self)
  }

  /// The handler was called with `answer` (`nil`: an alert's, or a prompt's Cancel).
  func answer(_ answer: String?) {
    guard !isAnswered else {
      _HarnessContract.breach("a JavaScript panel's completion handler called twice", what)
      return
    }
    isAnswered = true
    if let webView { _JSPanels.outstanding[ObjectIdentifier(webView)]?.removeAll { $0 === self } }
    resume(answer)
  }
}

/// The panels' `async` requirements, for a delegate that implements the completion-handler form
/// instead (the run-mode default, Linux/AppleShims/harness/prepare.py): asked through that form,
/// whose contract is WebKit's. The `async` form answers once by construction (Swift's thunk calls
/// the handler once with the result, SE-0297); the completion-handler form can call its handler
/// twice (a breach, the second call ignored) or never (a breach when the handler is released;
/// the page's script then waits, as WebKit's does, until its page goes).
@_spi(Harness) public enum _WKPanelBridge {
  @MainActor public static func alert(
    _ delegate: any WKUIDelegate, _ webView: WKWebView, _ message: String, _ frame: WKFrameInfo
  ) async {
    _ = await ask("alert(\(message))", Optional<String>.none) { answer in
      delegate.webView(webView, runJavaScriptAlertPanelWithMessage: message, initiatedByFrame: frame) { answer(nil) }
    }
  }

  @MainActor public static func confirm(
    _ delegate: any WKUIDelegate, _ webView: WKWebView, _ message: String, _ frame: WKFrameInfo
  ) async -> Bool {
    await ask("confirm(\(message))", false) { answer in
      delegate.webView(webView, runJavaScriptConfirmPanelWithMessage: message, initiatedByFrame: frame) { answer($0) }
    }
  }

  @MainActor public static func prompt(
    _ delegate: any WKUIDelegate, _ webView: WKWebView, _ prompt: String, _ defaultText: String?,
    _ frame: WKFrameInfo
  ) async -> String? {
    await ask("prompt(\(prompt))", Optional<String>.none) { answer in
      delegate.webView(
        webView, runJavaScriptTextInputPanelWithPrompt: prompt, defaultText: defaultText, initiatedByFrame: frame
      ) { answer($0) }
    }
  }

  /// Calls `start` with a handler that resumes the caller with its first answer.
  @MainActor private static func ask<T: Sendable>(
    _ what: String, _ unused: T, _ start: (@escaping @Sendable (T) -> Void) -> Void
  ) async -> T {
    await withCheckedContinuation { continuation in
      let check = _HandlerCheck(what)
      start { value in
        _onMainActor {
          guard !check.called else {
            return _HarnessContract.breach("a JavaScript panel's completion handler called twice", what)
          }
          check.called = true
          continuation.resume(returning: value)
        }
      }
    }
  }
}

/// Goes with a completion handler: released before the handler was called, it is WebKit's "was
/// not called" exception.
final class _HandlerCheck: @unchecked Sendable {
  let what: String
  var called = false
  init(_ what: String) { self.what = what }
  deinit {
    if !called { _HarnessContract.breach("a JavaScript panel's completion handler never called", "\(what): released uncalled") }
  }
}
