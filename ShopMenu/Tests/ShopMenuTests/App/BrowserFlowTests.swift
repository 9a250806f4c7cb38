import XCTest

@testable import ShopMenu

/// The web view's side of the state machine: progress, errors, commands, in-page navigation.
final class BrowserFlowTests: XCTestCase {
  @MainActor
  private func makeModel() -> ShopAppModel {
    let repository = MenuRepository(
      shop: .bonprix, client: .failing(.offline), cache: nil, bundled: { nil })
    return ShopAppModel(shop: .bonprix, repository: repository)
  }

  @MainActor
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
  @MainActor
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

  @MainActor
  func testCancelledLoadsAreNotErrors() {
    let model = makeModel()
    model.webViewDidStartLoading(nil)
    model.webViewDidFailLoading(nil, code: -999, message: "cancelled")
    model.webViewDidFailLoading(nil, code: 102, message: "Frame load interrupted")
    XCTAssertNil(model.browser.error)
    XCTAssertFalse(model.browser.isLoading)
  }

  /// A link tapped while a page loads: WebKit starts navigation 2, then reports navigation 1
  /// cancelled (-999). The load shown is 2's: it keeps loading, its progress moves the bar, and
  /// its finish ends it.
  @MainActor
  func testLateCancellationOfAReplacedNavigationDoesNotEndTheNext() {
    let model = makeModel()
    let first = FakeNavigation()
    let second = FakeNavigation()
    let page1 = URL(string: "https://www.bonprix.de/kategorie/damen/")!
    let page2 = URL(string: "https://www.bonprix.de/kategorie/herren/")!
    model.webViewDidStartLoading(page1, navigation: WebNavigationID(first))
    model.webViewDidUpdateProgress(0.25)
    model.webViewDidStartLoading(page2, navigation: WebNavigationID(second))
    model.webViewDidFailLoading(
      page1, code: -999, message: "cancelled", navigation: WebNavigationID(first))
    XCTAssertTrue(model.browser.isLoading)
    XCTAssertNil(model.browser.error)
    model.webViewDidUpdateProgress(0.5)
    XCTAssertEqual(model.browser.progress, 0.5)
    model.webViewDidFinishLoading(page2, title: "Herren", navigation: WebNavigationID(second))
    XCTAssertFalse(model.browser.isLoading)
    XCTAssertEqual(model.browser.progress, 1)
    XCTAssertEqual(model.browser.title, "Herren")
    XCTAssertEqual(model.browser.currentURL, page2)
  }

  /// A replaced navigation's late report, of any kind, changes nothing: not a real error, not a
  /// finish, and not after the navigation that replaced it has ended either.
  @MainActor
  func testReportsOfAReplacedNavigationChangeNothing() {
    let model = makeModel()
    let first = FakeNavigation()
    let second = FakeNavigation()
    let page2 = URL(string: "https://www.bonprix.de/sale/")!
    model.webViewDidStartLoading(nil, navigation: WebNavigationID(first))
    model.webViewDidStartLoading(page2, navigation: WebNavigationID(second))
    model.webViewDidFailLoading(
      nil, code: -1009, message: "Offline", navigation: WebNavigationID(first))
    model.webViewDidFinishLoading(
      URL(string: "https://www.bonprix.de/")!, title: "old", navigation: WebNavigationID(first))
    XCTAssertTrue(model.browser.isLoading)
    XCTAssertNil(model.browser.error)
    XCTAssertEqual(model.browser.currentURL, page2)
    model.webViewDidFailLoading(
      page2, code: -1009, message: "Offline", navigation: WebNavigationID(second))
    XCTAssertFalse(model.browser.isLoading)
    XCTAssertEqual(model.browser.error, PageLoadError(url: page2, message: "Offline"))
    let shown = model.browser
    model.webViewDidFailLoading(
      nil, code: -999, message: "cancelled", navigation: WebNavigationID(first))
    XCTAssertEqual(model.browser, shown)
  }

  /// A report that names no navigation (the web view did not know it) is the current one's.
  @MainActor
  func testReportsWithoutANavigationBelongToTheCurrentOne() {
    let model = makeModel()
    let navigation = FakeNavigation()
    model.webViewDidStartLoading(nil, navigation: WebNavigationID(navigation))
    model.webViewDidFailLoading(nil, code: -999, message: "cancelled")
    XCTAssertFalse(model.browser.isLoading)
    model.webViewDidStartLoading(nil)
    model.webViewDidFinishLoading(nil, title: nil, navigation: WebNavigationID(navigation))
    XCTAssertFalse(model.browser.isLoading)
  }

  @MainActor
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

  @MainActor
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
  @MainActor
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

  @MainActor
  func testScriptURLChangesUpdateTheCurrentURL() {
    let model = makeModel()
    let url = URL(string: "https://www.bonprix.de/p/123/#reviews")!
    model.webViewDidChangeURL(url)
    XCTAssertEqual(model.browser.currentURL, url)
    model.webViewDidChangeURL(nil)
    XCTAssertEqual(model.browser.currentURL, url)
  }

  /// UI twin: `ShopAppUITests.testBottomBarBackForwardAndReload`. The bottom bar's buttons send
  /// commands, and their enabled states are the history the web view reports. Here the web view
  /// is played here as WebKit keeps it (a back-forward list; a new page drops the forward items)
  /// and as `ShopWebView` reports it: start, history and finish for every page shown.
  @MainActor
  func testBackForwardAndReloadFollowTheWebViewsHistory() {
    let model = makeModel()
    var history = BackForwardList()
    var handled = model.browserCommand
    func show(_ url: URL) {
      model.webViewDidStartLoading(url)
      model.webViewDidUpdateHistory(
        canGoBack: history.canGoBack, canGoForward: history.canGoForward)
      model.webViewDidFinishLoading(url, title: url.absoluteString)
    }
    func visit(_ request: PageRequest) {
      history.visit(request.url)
      show(request.url)
    }
    /// Runs the model's newest command once, as the coordinator's `apply(page:command:)` does.
    func runCommand(file: StaticString = #filePath, line: UInt = #line) {
      guard let command = model.browserCommand, command != handled else {
        return XCTFail("no new command", file: file, line: line)
      }
      handled = command
      let next: URL?
      switch command.action {
      case .goBack: next = history.goBack()
      case .goForward: next = history.goForward()
      case .reload: next = history.current
      }
      if let next { show(next) }
    }

    let home = model.page.url
    visit(model.page)
    XCTAssertEqual(model.browser.currentURL, home)
    XCTAssertFalse(model.browser.canGoBack, "at launch there is nothing to go back to")
    XCTAssertFalse(model.browser.canGoForward)

    let damen = URL(string: "https://www.bonprix.de/kategorie/damen/")!
    model.load(damen)
    visit(model.page)
    XCTAssertTrue(model.browser.canGoBack, "a chosen page enables Back")
    XCTAssertFalse(model.browser.canGoForward)

    model.goBack()
    runCommand()
    XCTAssertEqual(model.browser.currentURL, home, "Back shows the home page")
    XCTAssertFalse(model.browser.canGoBack)
    XCTAssertTrue(model.browser.canGoForward, "and enables Forward")

    model.goForward()
    runCommand()
    XCTAssertEqual(model.browser.currentURL, damen, "Forward shows the chosen page")
    XCTAssertTrue(model.browser.canGoBack)
    XCTAssertFalse(model.browser.canGoForward)

    model.reloadPage()
    runCommand()
    XCTAssertEqual(model.browser.currentURL, damen, "Reload keeps the page")
    XCTAssertTrue(model.browser.canGoBack, "and the history")
    XCTAssertFalse(model.browser.canGoForward)
    XCTAssertFalse(model.browser.isLoading)
    XCTAssertEqual(model.page.url, damen, "no command asks for a new page")
  }

  @MainActor
  func testHistoryFlags() {
    let model = makeModel()
    model.webViewDidUpdateHistory(canGoBack: true, canGoForward: false)
    XCTAssertTrue(model.browser.canGoBack)
    XCTAssertFalse(model.browser.canGoForward)
  }

  @MainActor
  func testChangesAreAnnounced() async {
    let model = makeModel()
    var changes = 0
    model.onWillChange = { changes += 1 }
    model.openMenu()
    XCTAssertGreaterThan(changes, 0)
  }
}

/// Stands for a `WKNavigation`: only its identity matters.
private final class FakeNavigation {}

/// A web view's back-forward list, as the twins above play it.
private struct BackForwardList {
  private var items: [URL] = []
  private var index = -1
  var current: URL? { index >= 0 ? items[index] : nil }
  var canGoBack: Bool { index > 0 }
  var canGoForward: Bool { index + 1 < items.count }
  mutating func visit(_ url: URL) {
    items.removeSubrange((index + 1)...)
    items.append(url)
    index += 1
  }
  mutating func goBack() -> URL? {
    guard canGoBack else { return nil }
    index -= 1
    return current
  }
  mutating func goForward() -> URL? {
    guard canGoForward else { return nil }
    index += 1
    return current
  }
}
