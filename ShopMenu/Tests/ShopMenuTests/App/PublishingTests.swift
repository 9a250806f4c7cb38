import XCTest

@testable import ShopMenu

#if canImport(Combine)
  import Combine
#else
  import LinuxCombine
#endif

/// Each model announces its changes through `objectWillChange`, as an iOS view observes them:
/// the app model (the menu) and the web page (``BrowserModel``) separately, so a page loading
/// redraws the main screen and never the menu; a report that changes nothing assigns nothing;
/// load progress comes in coarse steps.
final class PublishingTests: XCTestCase {
  /// Counts each object's announcements.
  @MainActor
  private final class Announcements {
    private(set) var menu = 0
    private(set) var page = 0
    private(set) var dialogs = 0
    private var subscriptions: [AnyCancellable] = []

    init(_ model: ShopAppModel) {
      subscriptions = [
        model.objectWillChange.sink { [unowned self] _ in menu += 1 },
        model.browser.objectWillChange.sink { [unowned self] _ in page += 1 },
        model.dialogs.objectWillChange.sink { [unowned self] _ in dialogs += 1 },
      ]
    }

    var all: Int { menu + page + dialogs }
  }

  @MainActor
  private func makeModel() async throws -> ShopAppModel {
    let client = ScriptedClient([.feed(try Fixture.bonprix.data, .init())])
    let repository = MenuRepository(
      shop: .bonprix, client: client.client, cache: nil, bundled: { nil })
    let model = ShopAppModel(shop: .bonprix, repository: repository)
    await model.start()
    return model
  }

  @MainActor
  func testAPageLoadingNotifiesNoMenuObserver() async throws {
    let model = try await makeModel()
    let seen = Announcements(model)
    let url = URL(string: "https://www.bonprix.de/p/1/")!
    model.browser.webViewDidStartLoading(url)
    for progress in stride(from: 0.0, through: 1, by: 0.01) {
      model.browser.webViewDidUpdateProgress(progress)
    }
    model.browser.webViewDidUpdateHistory(canGoBack: true, canGoForward: false)
    XCTAssertGreaterThan(seen.page, 15)
    model.browser.webViewDidFinishLoading(url)
    XCTAssertEqual(seen.menu, 0, "the page is the browser's, never the menu's")
  }

  @MainActor
  func testReportsThatChangeNothingAnnounceNothing() async throws {
    let model = try await makeModel()
    let url = URL(string: "https://www.bonprix.de/")!
    model.browser.webViewDidFinishLoading(url)
    let seen = Announcements(model)
    model.browser.webViewDidFinishLoading(url)
    model.browser.webViewDidUpdateHistory(canGoBack: false, canGoForward: false)
    model.browser.webViewDidChangeURL(url)
    model.browser.externalURLHandled()
    model.menuDidDismiss()
    model.select(MenuEntry.ID("Damen"))
    model.select(MenuEntry.ID("Damen", "Gibt es nicht"))
    model.dialogs.cancelAll()
    await model.start()
    XCTAssertEqual(seen.all, 0, "nothing changed, nothing announced")
  }

  @MainActor
  func testEachRealChangeIsAnnouncedByItsObject() async throws {
    let model = try await makeModel()
    let seen = Announcements(model)
    model.openMenu()
    XCTAssertEqual([seen.menu, seen.page, seen.dialogs], [1, 0, 1], "the menu, the dialogs wait")
    model.select(MenuEntry.ID("Damen"))
    XCTAssertEqual(seen.all, 2, "a category is navigation, not a change of a model")
    model.select(MenuEntry.ID("Damen", "Mode", "Neuheiten", "Oberteile"))
    XCTAssertEqual(
      [seen.menu, seen.page], [3, 2], "the chosen entry and the menu closing; title and page")
    model.menuDidDismiss()
    XCTAssertEqual(seen.dialogs, 2, "the dialogs may show again")
    model.browser.webViewDidUpdateHistory(canGoBack: true, canGoForward: false)
    XCTAssertEqual(seen.page, 3)
  }

  @MainActor
  func testProgressIsClampedAndEndsWithTheLoad() async throws {
    let model = try await makeModel()
    let url = URL(string: "https://www.bonprix.de/p/1/")!
    model.browser.webViewDidStartLoading(url)
    model.browser.webViewDidUpdateProgress(0.4)
    XCTAssertEqual(model.browser.state.progress, 0.4)
    model.browser.webViewDidUpdateProgress(7)
    XCTAssertEqual(model.browser.state.progress, 1)
    model.browser.webViewDidFinishLoading(url)
    model.browser.webViewDidUpdateProgress(0.2)
    XCTAssertEqual(
      model.browser.state.progress, 1, "a late report of an ended load changes nothing")
  }
}
