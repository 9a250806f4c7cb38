import XCTest

@testable import ShopMenu

#if canImport(Combine)
  import Combine
#else
  import LinuxCombine
#endif

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
    model.browser.webViewDidStartLoading(url)
    XCTAssertTrue(model.browser.state.isLoading)
    model.browser.webViewDidUpdateProgress(0.5)
    XCTAssertEqual(model.browser.state.progress, 0.5)
    model.browser.webViewDidUpdateProgress(7)
    XCTAssertEqual(model.browser.state.progress, 1)
    model.browser.webViewDidFinishLoading(url)
    XCTAssertFalse(model.browser.state.isLoading)
    XCTAssertEqual(model.browser.state.currentURL, url)
  }

  /// The menu's title stays with the loads the app asked for (the page, Reload, the first
  /// load's leftovers); a load the page starts itself, once it commits, or Back, brings back the
  /// shop's name.
  @MainActor
  func testTheMenusTitleLastsUntilThePageNavigatesOnItsOwn() {
    let browser = makeModel().browser
    let home = NSObject()
    let chosen = NSObject()
    let reload = NSObject()
    let clicked = NSObject()
    let url = URL(string: "https://www.bonprix.de/kategorie/damen/")!
    browser.webViewDidRequest(ObjectIdentifier(home))
    browser.load(url, title: "Damen")
    browser.webViewDidRequest(ObjectIdentifier(chosen))
    browser.webViewDidCommit(navigation: ObjectIdentifier(home))
    browser.webViewDidCommit(navigation: ObjectIdentifier(chosen))
    browser.webViewDidFinishLoading(url, navigation: ObjectIdentifier(chosen))
    XCTAssertEqual(browser.title, "Damen")
    browser.webViewDidRequest(ObjectIdentifier(reload))
    browser.webViewDidCommit(navigation: ObjectIdentifier(reload))
    XCTAssertEqual(browser.title, "Damen", "Reload is the same page")
    browser.webViewDidStartLoading(url, navigation: ObjectIdentifier(clicked))
    XCTAssertEqual(browser.title, "Damen", "a link that may yet be cancelled")
    browser.webViewDidCommit(navigation: ObjectIdentifier(clicked))
    XCTAssertEqual(browser.title, "bonprix", "a link in the page, once it commits")
    browser.load(url, title: "Damen")
    browser.goBack()
    XCTAssertEqual(browser.title, "bonprix")
    withExtendedLifetime([home, chosen, reload, clicked]) {}
  }

  /// UI twin: none (a page error needs a real network failure); Retry reloads the failed page.
  @MainActor
  func testPageErrorAndRetry() {
    let model = makeModel()
    let failing = URL(string: "https://www.bonprix.de/gone/")!
    model.browser.webViewDidStartLoading(failing)
    model.browser.webViewDidFailLoading(failing, message: "Offline")
    XCTAssertEqual(model.browser.state.error, PageLoadError(url: failing, message: "Offline"))
    let before = model.browser.page.id
    model.browser.retryPage()
    XCTAssertEqual(model.browser.page.url, failing)
    XCTAssertGreaterThan(model.browser.page.id, before)
    XCTAssertNil(model.browser.state.error)
  }

  @MainActor
  func testLoadsStoppedOnPurposeAreNotErrors() {
    let model = makeModel()
    model.browser.webViewDidStartLoading(nil)
    model.browser.webViewDidFailLoading(nil, message: nil)
    XCTAssertNil(model.browser.state.error)
    XCTAssertFalse(model.browser.state.isLoading)
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
    model.browser.webViewDidStartLoading(page1, navigation: ObjectIdentifier(first))
    model.browser.webViewDidUpdateProgress(0.25)
    model.browser.webViewDidStartLoading(page2, navigation: ObjectIdentifier(second))
    model.browser.webViewDidFailLoading(
      page1, message: nil, navigation: ObjectIdentifier(first))
    XCTAssertTrue(model.browser.state.isLoading)
    XCTAssertNil(model.browser.state.error)
    model.browser.webViewDidUpdateProgress(0.5)
    XCTAssertEqual(model.browser.state.progress, 0.5)
    model.browser.webViewDidFinishLoading(
      page2, navigation: ObjectIdentifier(second))
    XCTAssertFalse(model.browser.state.isLoading)
    XCTAssertEqual(model.browser.state.progress, 1)
    XCTAssertEqual(model.browser.state.currentURL, page2)
  }

  /// A replaced navigation's late report, of any kind, changes nothing: not a real error, not a
  /// finish, and not after the navigation that replaced it has ended either.
  @MainActor
  func testReportsOfAReplacedNavigationChangeNothing() {
    let model = makeModel()
    let first = FakeNavigation()
    let second = FakeNavigation()
    let page2 = URL(string: "https://www.bonprix.de/sale/")!
    model.browser.webViewDidStartLoading(nil, navigation: ObjectIdentifier(first))
    model.browser.webViewDidStartLoading(page2, navigation: ObjectIdentifier(second))
    model.browser.webViewDidFailLoading(
      nil, message: "Offline", navigation: ObjectIdentifier(first))
    model.browser.webViewDidFinishLoading(
      URL(string: "https://www.bonprix.de/")!, navigation: ObjectIdentifier(first))
    XCTAssertTrue(model.browser.state.isLoading)
    XCTAssertNil(model.browser.state.error)
    XCTAssertEqual(model.browser.state.currentURL, page2)
    model.browser.webViewDidFailLoading(
      page2, message: "Offline", navigation: ObjectIdentifier(second))
    XCTAssertFalse(model.browser.state.isLoading)
    XCTAssertEqual(model.browser.state.error, PageLoadError(url: page2, message: "Offline"))
    let shown = model.browser.state
    model.browser.webViewDidFailLoading(
      nil, message: nil, navigation: ObjectIdentifier(first))
    XCTAssertEqual(model.browser.state, shown)
  }

  /// A report that names no navigation (the web view did not know it) is the current one's.
  @MainActor
  func testReportsWithoutANavigationBelongToTheCurrentOne() {
    let model = makeModel()
    let navigation = FakeNavigation()
    model.browser.webViewDidStartLoading(nil, navigation: ObjectIdentifier(navigation))
    model.browser.webViewDidFailLoading(nil, message: nil)
    XCTAssertFalse(model.browser.state.isLoading)
    model.browser.webViewDidStartLoading(nil)
    model.browser.webViewDidFinishLoading(nil, navigation: ObjectIdentifier(navigation))
    XCTAssertFalse(model.browser.state.isLoading)
  }

  @MainActor
  func testCommandsHaveFreshIDs() {
    let model = makeModel()
    model.browser.goBack()
    let first = model.browser.command
    model.browser.goBack()
    XCTAssertEqual(model.browser.command?.action, .goBack)
    XCTAssertNotEqual(model.browser.command, first)
    model.browser.reloadPage()
    XCTAssertEqual(model.browser.command?.action, .reload)
    model.browser.goForward()
    XCTAssertEqual(model.browser.command?.action, .goForward)
  }

  @MainActor
  func testInPageNavigationDecisionsActOnRedirectsAndExternalSchemes() {
    let model = makeModel()
    let http = URL(string: "http://www.bonprix.de/sale/")!
    XCTAssertEqual(
      model.browser.navigationDecision(for: http, isMainFrame: true, isUserAction: true),
      .redirect(URL(string: "https://www.bonprix.de/sale/")!))
    XCTAssertEqual(model.browser.page.url, URL(string: "https://www.bonprix.de/sale/")!)
    let tel = URL(string: "tel:+49401234")!
    XCTAssertEqual(
      model.browser.navigationDecision(for: tel, isMainFrame: true, isUserAction: true),
      .openExternally(tel))
    XCTAssertEqual(model.browser.externalURL?.url, tel)
    XCTAssertEqual(
      model.browser.navigationDecision(
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
      model.browser.navigationDecision(for: store, isMainFrame: false, isUserAction: true), .cancel)
    XCTAssertEqual(
      model.browser.navigationDecision(for: store, isMainFrame: true, isUserAction: false), .cancel)
    XCTAssertNil(model.browser.externalURL)
    let page = model.browser.page
    XCTAssertEqual(
      model.browser.navigationDecision(
        for: URL(string: "http://ads.example.com/")!, isMainFrame: false, isUserAction: false),
      .cancel)
    XCTAssertEqual(
      model.browser.page, page, "a frame's http request loads nothing in the main page")
  }

  @MainActor
  func testScriptURLChangesUpdateTheCurrentURL() {
    let model = makeModel()
    let url = URL(string: "https://www.bonprix.de/p/123/#reviews")!
    model.browser.webViewDidChangeURL(url)
    XCTAssertEqual(model.browser.state.currentURL, url)
    model.browser.webViewDidChangeURL(nil)
    XCTAssertEqual(model.browser.state.currentURL, url)
  }

  /// UI twin: `ShopAppUITests.testBottomBarBackForwardAndReload`. The bottom bar's buttons send
  /// commands, and their enabled states are the history the web view reports. Here the web view
  /// is played here as WebKit keeps it (a back-forward list; a new page drops the forward items)
  /// and as `ShopWebView` reports it: start, history and finish for every page shown.
  @MainActor
  func testBackForwardAndReloadFollowTheWebViewsHistory() {
    let model = makeModel()
    var history = BackForwardList()
    var handled = model.browser.command
    func show(_ url: URL) {
      model.browser.webViewDidStartLoading(url)
      model.browser.webViewDidUpdateHistory(
        canGoBack: history.canGoBack, canGoForward: history.canGoForward)
      model.browser.webViewDidFinishLoading(url)
    }
    func visit(_ request: PageRequest) {
      history.visit(request.url)
      show(request.url)
    }
    /// Runs the model's newest command once, as the coordinator's `apply(page:command:)` does.
    func runCommand(file: StaticString = #filePath, line: UInt = #line) {
      guard let command = model.browser.command, command != handled else {
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

    let home = model.browser.page.url
    visit(model.browser.page)
    XCTAssertEqual(model.browser.state.currentURL, home)
    XCTAssertFalse(model.browser.state.canGoBack, "at launch there is nothing to go back to")
    XCTAssertFalse(model.browser.state.canGoForward)

    let damen = URL(string: "https://www.bonprix.de/kategorie/damen/")!
    model.browser.load(damen)
    visit(model.browser.page)
    XCTAssertTrue(model.browser.state.canGoBack, "a chosen page enables Back")
    XCTAssertFalse(model.browser.state.canGoForward)

    model.browser.goBack()
    runCommand()
    XCTAssertEqual(model.browser.state.currentURL, home, "Back shows the home page")
    XCTAssertFalse(model.browser.state.canGoBack)
    XCTAssertTrue(model.browser.state.canGoForward, "and enables Forward")

    model.browser.goForward()
    runCommand()
    XCTAssertEqual(model.browser.state.currentURL, damen, "Forward shows the chosen page")
    XCTAssertTrue(model.browser.state.canGoBack)
    XCTAssertFalse(model.browser.state.canGoForward)

    model.browser.reloadPage()
    runCommand()
    XCTAssertEqual(model.browser.state.currentURL, damen, "Reload keeps the page")
    XCTAssertTrue(model.browser.state.canGoBack, "and the history")
    XCTAssertFalse(model.browser.state.canGoForward)
    XCTAssertFalse(model.browser.state.isLoading)
    XCTAssertEqual(model.browser.page.url, damen, "no command asks for a new page")
  }

  @MainActor
  func testHistoryFlags() {
    let model = makeModel()
    model.browser.webViewDidUpdateHistory(canGoBack: true, canGoForward: false)
    XCTAssertTrue(model.browser.state.canGoBack)
    XCTAssertFalse(model.browser.state.canGoForward)
  }

  @MainActor
  func testChangesAreAnnounced() async {
    let model = makeModel()
    var changes = 0
    let watch = model.browser.objectWillChange.sink { _ in changes += 1 }
    model.browser.webViewDidStartLoading(URL(string: "https://www.bonprix.de/damen/")!)
    XCTAssertGreaterThan(changes, 0)
    watch.cancel()
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
