import XCTest

@testable import ShopMenu

#if canImport(Combine)
  import Combine
#else
  import LinuxCombine
#endif

/// The page's JavaScript dialogs: one shown at a time, none while the menu is on screen, and every
/// WebKit completion handler called exactly once (with the person's answer, or Cancel when the
/// page or the web view goes). UI twin: `PageDialogUITests`.
final class WebDialogTests: XCTestCase {
  @MainActor
  private func makeModel() -> ShopAppModel {
    ShopAppModel(
      shop: .bonprix,
      repository: MenuRepository(
        shop: .bonprix, client: .failing(.offline), cache: nil, bundled: { nil }))
  }

  /// Records every answer a handler receives.
  private final class Replies {
    var answers: [String: [WebDialog.Answer]] = [:]
    func handler(_ name: String) -> (WebDialog.Answer) -> Void {
      { self.answers[name, default: []].append($0) }
    }
  }

  @MainActor
  func testASecondDialogWaitsForTheFirst() async {
    let model = makeModel()
    let replies = Replies()
    XCTAssertNil(model.dialogs.shown)
    let first = model.dialogs.ask(
      .confirm, message: "Remove this item?", host: "www.bonprix.de",
      reply: replies.handler("first"))
    let second = model.dialogs.ask(
      .alert, message: "Welcome!", host: "ads.example.com", reply: replies.handler("second"))
    XCTAssertEqual(model.dialogs.shown, first)
    XCTAssertEqual(first.kind, .confirm)
    XCTAssertEqual(first.host, "www.bonprix.de")
    XCTAssertEqual(model.dialogs.waiting.count, 2)
    XCTAssertTrue(replies.answers.isEmpty, "nothing is answered before the person answers")

    model.dialogs.answer(first.id, with: .ok)
    XCTAssertEqual(replies.answers["first"], [.ok])
    XCTAssertEqual(model.dialogs.shown, second, "the second shows once the first is answered")
    XCTAssertEqual(model.dialogs.shown?.host, "ads.example.com", "each names its own frame's host")
    model.dialogs.answer(second.id, with: .ok)
    XCTAssertEqual(replies.answers["second"], [.ok])
    XCTAssertNil(model.dialogs.shown)
    XCTAssertEqual(model.dialogs.waiting.count, 0)
  }

  @MainActor
  func testEachHandlerIsCalledOnceOnly() async {
    let model = makeModel()
    let replies = Replies()
    let alert = model.dialogs.ask(
      .alert, message: "Saved", host: "www.bonprix.de", reply: replies.handler("alert"))
    model.dialogs.answer(alert.id, with: .ok)
    model.dialogs.answer(alert.id, with: .ok)
    model.dialogs.answer(alert.id, with: .cancel)
    model.browser.webViewDidStartLoading(URL(string: "https://www.bonprix.de/")!)
    model.dialogs.cancelAll()
    XCTAssertEqual(replies.answers["alert"], [.ok])
  }

  /// SwiftUI may dismiss an alert before it runs the tapped button's action: the alert goes, and
  /// the button's answer is the one the page gets, in either order.
  @MainActor
  func testAnAlertDismissedBeforeItsButtonsActionGetsThatButtonsAnswer() async {
    let model = makeModel()
    let replies = Replies()
    let confirm = model.dialogs.ask(
      .confirm, message: "Remove this item?", host: "www.bonprix.de", reply: replies.handler("c"))
    let alert = model.dialogs.ask(
      .alert, message: "Removed", host: "www.bonprix.de", reply: replies.handler("a"))
    var announced = 0
    let watch = model.dialogs.objectWillChange.sink { _ in announced += 1 }
    model.dialogs.dismissed(confirm.id)
    XCTAssertTrue(replies.answers.isEmpty, "a dismissal is no answer")
    XCTAssertNil(model.dialogs.shown, "the alert has gone, and the next waits for the answer")
    XCTAssertEqual(announced, 1)
    model.dialogs.dismissed(confirm.id)
    XCTAssertEqual(announced, 1, "a second dismissal changes nothing")
    watch.cancel()
    model.dialogs.answer(confirm.id, with: .ok)
    XCTAssertEqual(replies.answers["c"], [.ok], "OK, not Cancel")
    XCTAssertEqual(model.dialogs.shown, alert)
    // The other order: the action, then the dismissal.
    model.dialogs.answer(alert.id, with: .ok)
    model.dialogs.dismissed(alert.id)
    XCTAssertEqual(replies.answers["a"], [.ok])
    XCTAssertNil(model.dialogs.shown)
  }

  @MainActor
  func testDialogsAreAnsweredWithCancelWhenThePageGoesAway() async {
    let model = makeModel()
    let replies = Replies()
    model.dialogs.ask(.alert, message: "a", host: "www.bonprix.de", reply: replies.handler("a"))
    model.dialogs.ask(.confirm, message: "c", host: "www.bonprix.de", reply: replies.handler("c"))
    model.browser.webViewDidStartLoading(URL(string: "https://www.bonprix.de/kategorie/damen/")!)
    XCTAssertEqual(replies.answers["a"], [.cancel])
    XCTAssertEqual(replies.answers["c"], [.cancel])
    XCTAssertEqual(WebDialog.Answer.cancel.confirmed, false, "confirm() returns false")
    XCTAssertNil(model.dialogs.shown)
  }

  @MainActor
  func testDialogsAreAnsweredWithCancelWhenTheWebViewGoes() async {
    let model = makeModel()
    let replies = Replies()
    let shown = model.dialogs.ask(
      .confirm, message: "c", host: "www.bonprix.de", reply: replies.handler("c"))
    model.dialogs.ask(.alert, message: "a", host: "www.bonprix.de", reply: replies.handler("a"))
    model.dialogs.cancelAll()
    XCTAssertEqual(replies.answers["c"], [.cancel])
    XCTAssertEqual(replies.answers["a"], [.cancel])
    model.dialogs.answer(shown.id, with: .ok)
    XCTAssertEqual(replies.answers["c"], [.cancel], "a late answer changes nothing")
  }

  @MainActor
  func testADialogWaitsUntilTheMenuHasGone() async {
    let model = makeModel()
    let replies = Replies()
    model.openMenu()
    let asked = model.dialogs.ask(
      .confirm, message: "Remove this item?", host: "www.bonprix.de",
      reply: replies.handler("c"))
    XCTAssertNil(model.dialogs.shown, "not over the menu")
    model.closeMenu()
    XCTAssertNil(model.dialogs.shown, "not while the menu slides away")
    var announced = 0
    let watch = model.dialogs.objectWillChange.sink { _ in announced += 1 }
    model.menuDidDismiss()
    XCTAssertEqual(model.dialogs.shown, asked)
    XCTAssertEqual(announced, 1, "the views learn that the dialog shows now")
    watch.cancel()
    // A dialog shown when the menu opens again hides until it has gone.
    model.openMenu()
    XCTAssertNil(model.dialogs.shown)
    model.isMenuPresented = false
    model.menuDidDismiss()
    XCTAssertEqual(model.dialogs.shown, asked)
    model.dialogs.answer(asked.id, with: .cancel)
    XCTAssertEqual(replies.answers["c"], [.cancel])
  }

  @MainActor
  func testAnswersMapToWhatTheScriptReceives() async {
    XCTAssertTrue(WebDialog.Answer.ok.confirmed)
    XCTAssertFalse(WebDialog.Answer.cancel.confirmed)
    let model = makeModel()
    let alert = model.dialogs.ask(.alert, message: "m", host: "") { _ in }
    XCTAssertEqual(alert.host, "")
  }
}
