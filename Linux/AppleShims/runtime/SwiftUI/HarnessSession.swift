// View-harness runtime (Linux/AppleShims/README.md): one launch of the app.
import Foundation
@_spi(Harness) import UIKit
@_spi(Harness) import Combine

/// The app's `App` type, registered by its `@main` entry point (`App.main()` in run mode).
@_spi(Harness) public enum _HarnessApp {
  nonisolated(unsafe) public static var factory: (@MainActor () -> any App)?
  nonisolated(unsafe) static var strings: [String: String]?
}

/// One launch of the app, driven by `XCUIApplication`: a fresh `App` value (so a fresh model) and
/// a fresh view graph, with the launch environment in the process environment, where
/// `ProcessInfo` reads it ("XCUIApplication.launchEnvironment": "the environment variables passed
/// to the application's process").
@_spi(Harness) @MainActor public final class _HarnessSession {
  public private(set) static var current: _HarnessSession?
  private static var environmentKeys: [String] = []

  let graph: _Graph
  public internal(set) var openedURLs: [URL] = []

  private init(app: any App) {
    graph = _Graph(root: { ctx in _renderScene(app, ctx.child("scene")) })
  }

  public static func launch(environment: [String: String], arguments: [String]) {
    terminate()
    for key in environmentKeys { unsetenv(key) }
    environmentKeys = Array(environment.keys)
    for (key, value) in environment { setenv(key, value, 1) }
    guard let factory = _HarnessApp.factory else {
      fatalError("harness: no App registered (the test binary calls the app's entry point first)")
    }
    _Strings.language = language(in: arguments)
    let session = _HarnessSession(app: factory())
    current = session
    // Any ObservableObject's objectWillChange: the views that read it are evaluated again.
    _CombineHarness.willChange = { [weak session] in
      _onMainActor { session?.graph.invalidate("an ObservableObject published") }
    }
    _ = session.snapshot(settle: 0)
  }

  /// `-AppleLanguages (xx)` among the launch arguments, as the tests pass it; else English.
  private static func language(in arguments: [String]) -> String {
    guard let at = arguments.firstIndex(of: "-AppleLanguages"), at + 1 < arguments.count else { return "en" }
    return arguments[at + 1].trimmingCharacters(in: CharacterSet(charactersIn: "() \""))
  }

  public static func terminate() {
    current?.graph.tearDown()
    current = nil
    _CombineHarness.willChange = nil
  }

  /// A swipe on the screen: the list on top scrolls (``_ListScroll``).
  public func scrollTopList(by screens: Int) {
    guard let list = graph.lastList else { return }
    list.scroll(by: screens)
    graph.invalidate("a list scrolled")
  }

  /// Lets the main run loop run for `settle` seconds (tasks, delegate callbacks, timers), then
  /// evaluates the views and returns what is on screen.
  public func snapshot(settle: TimeInterval = 0.01) -> _AXNode {
    RunLoop.current.run(until: Date().addingTimeInterval(settle))
    return graph.render()
  }
}

@MainActor func _renderScene<A: App>(_ app: A, _ ctx: _Ctx) { _renderSceneBody(app.body, ctx) }
@MainActor func _renderSceneBody<S: Scene>(_ scene: S, _ ctx: _Ctx) {
  if let primitive = scene as? any _PrimitiveScene {
    primitive._render(ctx)
    return
  }
  _renderSceneBody(scene.body, ctx.child("scene"))
}
protocol _PrimitiveScene { @MainActor func _render(_ ctx: _Ctx) }

extension WindowGroup: _PrimitiveScene {
  /// One window showing the group's content.
  func _render(_ ctx: _Ctx) { _renderView(_content, ctx.child("window")) }
}

/// The app's `Localizable.strings` in the language it was launched in (`SHIM_HARNESS_APP` is the
/// app's folder, with `en.lproj`, `de.lproj`), read as `Text(LocalizedStringKey)` reads the main
/// bundle's table: a key without an entry shows as itself.
enum _Strings {
  nonisolated(unsafe) static var language = "en" { didSet { _HarnessApp.strings = nil } }
  static func lookup(_ key: String) -> String? {
    if _HarnessApp.strings == nil {
      var table: [String: String] = [:]
      if let app = ProcessInfo.processInfo.environment["SHIM_HARNESS_APP"],
        let text = try? String(contentsOfFile: "\(app)/\(language).lproj/Localizable.strings", encoding: .utf8)
      {
        let entry = try! NSRegularExpression(pattern: #""((?:[^"\\]|\\.)*)"\s*=\s*"((?:[^"\\]|\\.)*)"\s*;"#)
        let ns = text as NSString
        for match in entry.matches(in: text, range: NSRange(location: 0, length: ns.length)) {
          table[ns.substring(with: match.range(at: 1))] = ns.substring(with: match.range(at: 2))
            .replacingOccurrences(of: "\\\"", with: "\"")
        }
      }
      _HarnessApp.strings = table
    }
    return _HarnessApp.strings?[key]
  }
}
