import XCTest

@testable import ShopMenu

/// The web view's side of the state machine: progress, errors, commands, in-page navigation.
@MainActor
final class BrowserFlowTests: XCTestCase {
  private func makeModel() -> ShopAppModel {
    let repository = MenuRepository(
      shop: .bonprix, client: .failing(.offline), cache: nil, bundled: { nil })
    return ShopAppModel(shop: .bonprix, repository: repository)
  }

  func testLoadingProgressAndFinish() {
    let model = makeModel()
    let url = URL(string: "https://www.bonprix.de/")!
    model.webViewDidStartLoading(url)
    XCTAssertTrue(model.browser.isLoading)
    model.webViewDidUpdateProgress(0.5)
    XCTAssertEqual(model.browser.progress, 0.5)
    model.webViewDidUpdateProgress(7)
    XCTAssertEqual(model.browser.progress, 1)
    model.webViewDidFinishLoading(url, title: "bonprix")
    XCTAssertFalse(model.browser.isLoading)
    XCTAssertEqual(model.browser.title, "bonprix")
    XCTAssertEqual(model.browser.currentURL, url)
  }

  /// UI twin: none (a page error needs a real network failure); Retry reloads the failed page.
  func testPageErrorAndRetry() {
    let model = makeModel()
    let failing = URL(string: "https://www.bonprix.de/gone/")!
    model.webViewDidStartLoading(failing)
    model.webViewDidFailLoading(failing, code: -1009, message: "Offline")
    XCTAssertEqual(model.browser.error, PageLoadError(url: failing, message: "Offline"))
    let before = model.page.id
    model.retryPage()
    XCTAssertEqual(model.page.url, failing)
    XCTAssertGreaterThan(model.page.id, before)
    XCTAssertNil(model.browser.error)
  }

  func testCancelledLoadsAreNotErrors() {
    let model = makeModel()
    model.webViewDidStartLoading(nil)
    model.webViewDidFailLoading(nil, code: -999, message: "cancelled")
    model.webViewDidFailLoading(nil, code: 102, message: "Frame load interrupted")
    XCTAssertNil(model.browser.error)
    XCTAssertFalse(model.browser.isLoading)
  }

  func testCommandsHaveFreshIDs() {
    let model = makeModel()
    model.goBack()
    let first = model.browserCommand
    model.goBack()
    XCTAssertEqual(model.browserCommand?.action, .goBack)
    XCTAssertNotEqual(model.browserCommand, first)
    model.reloadPage()
    XCTAssertEqual(model.browserCommand?.action, .reload)
    model.goForward()
    XCTAssertEqual(model.browserCommand?.action, .goForward)
  }

  func testInPageNavigationDecisionsActOnRedirectsAndExternalSchemes() {
    let model = makeModel()
    let http = URL(string: "http://www.bonprix.de/sale/")!
    XCTAssertEqual(
      model.navigationDecision(for: http, isMainFrame: true, isUserAction: true),
      .redirect(URL(string: "https://www.bonprix.de/sale/")!))
    XCTAssertEqual(model.page.url, URL(string: "https://www.bonprix.de/sale/")!)
    let tel = URL(string: "tel:+49401234")!
    XCTAssertEqual(
      model.navigationDecision(for: tel, isMainFrame: true, isUserAction: true),
      .openExternally(tel))
    XCTAssertEqual(model.externalURL?.url, tel)
    XCTAssertEqual(
      model.navigationDecision(
        for: URL(string: "https://www.paypal.com/")!, isMainFrame: true, isUserAction: false),
      .allow)
  }

  /// An ad frame asking for the App Store, or a script in the page asking for another app:
  /// cancelled, and nothing is handed to the system.
  func testFramesAndScriptsDoNotSwitchApps() {
    let model = makeModel()
    let store = URL(string: "itms-apps://apps.apple.com/app/id1")!
    XCTAssertEqual(
      model.navigationDecision(for: store, isMainFrame: false, isUserAction: true), .cancel)
    XCTAssertEqual(
      model.navigationDecision(for: store, isMainFrame: true, isUserAction: false), .cancel)
    XCTAssertNil(model.externalURL)
    let page = model.page
    XCTAssertEqual(
      model.navigationDecision(
        for: URL(string: "http://ads.example.com/")!, isMainFrame: false, isUserAction: false),
      .cancel)
    XCTAssertEqual(model.page, page, "a frame's http request loads nothing in the main page")
  }

  func testScriptURLChangesUpdateTheCurrentURL() {
    let model = makeModel()
    let url = URL(string: "https://www.bonprix.de/p/123/#reviews")!
    model.webViewDidChangeURL(url)
    XCTAssertEqual(model.browser.currentURL, url)
    model.webViewDidChangeURL(nil)
    XCTAssertEqual(model.browser.currentURL, url)
  }

  func testHistoryFlags() {
    let model = makeModel()
    model.webViewDidUpdateHistory(canGoBack: true, canGoForward: false)
    XCTAssertTrue(model.browser.canGoBack)
    XCTAssertFalse(model.browser.canGoForward)
  }

  func testChangesAreAnnounced() async {
    let model = makeModel()
    var changes = 0
    model.onWillChange = { changes += 1 }
    model.openMenu()
    XCTAssertGreaterThan(changes, 0)
  }
}
