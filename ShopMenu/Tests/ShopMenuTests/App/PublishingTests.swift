import XCTest

@testable import ShopMenu

/// Every published change redraws the main screen and every menu level on screen, so the model
/// announces a change only when a value really changes, and load progress in coarse steps.
final class PublishingTests: XCTestCase {
  @MainActor
  private func makeModel() async throws -> (ShopAppModel, () -> Int) {
    let client = ScriptedClient([.feed(try Fixture.bonprix.data, .init())])
    let repository = MenuRepository(
      shop: .bonprix, client: client.client, cache: nil, bundled: { nil })
    let model = ShopAppModel(shop: .bonprix, repository: repository)
    await model.start()
    let counter = Counter()
    model.onWillChange = { counter.count += 1 }
    return (model, { counter.count })
  }

  private final class Counter { var count = 0 }

  @MainActor
  func testSettingTheSameValuesAnnouncesNothing() async throws {
    let (model, changes) = try await makeModel()
    let url = URL(string: "https://www.bonprix.de/")!
    model.webViewDidFinishLoading(url, title: "bonprix")
    let afterFirst = changes()
    XCTAssertEqual(afterFirst, 1)
    model.webViewDidFinishLoading(url, title: "bonprix")
    model.webViewDidUpdateHistory(canGoBack: false, canGoForward: false)
    model.webViewDidChangeURL(url)
    model.isMenuPresented = false
    model.searchQuery = ""
    model.menuDidDismiss()
    model.showHeldMenu()
    model.externalURLHandled()
    model.select(MenuEntry.ID("Damen"))
    model.select(MenuEntry.ID("Damen", "Gibt es nicht"))
    XCTAssertEqual(changes(), afterFirst, "nothing changed, nothing announced")
    await model.start()
    XCTAssertEqual(changes(), afterFirst, "a repeated start announces nothing")
  }

  @MainActor
  func testEachRealChangeIsAnnounced() async throws {
    let (model, changes) = try await makeModel()
    model.openMenu()
    XCTAssertEqual(changes(), 1)
    model.select(MenuEntry.ID("Damen"))
    XCTAssertEqual(changes(), 1, "a category is navigation, not a change of the model")
    model.select(MenuEntry.ID("Damen", "Mode", "Neuheiten", "Oberteile"))
    XCTAssertEqual(changes(), 4, "the chosen entry, the page, the menu closing")
    model.webViewDidUpdateHistory(canGoBack: true, canGoForward: false)
    XCTAssertEqual(changes(), 5)
  }

  @MainActor
  func testProgressIsPublishedInSteps() async throws {
    let (model, changes) = try await makeModel()
    let url = URL(string: "https://www.bonprix.de/p/1/")!
    model.webViewDidStartLoading(url)
    let started = changes()
    // WebKit reports progress in many small, uneven steps.
    var progress = 0.0
    var seen: Set<Double> = []
    while progress < 1 {
      progress = min(1, progress + 0.0037)
      model.webViewDidUpdateProgress(progress)
      seen.insert(model.browser.progress)
    }
    let ticks = changes() - started
    XCTAssertLessThanOrEqual(ticks, 21, "at most one change per 5 % step")
    XCTAssertGreaterThanOrEqual(ticks, 15, "the bar still moves")
    XCTAssertEqual(model.browser.progress, 1)
    for value in seen where value < 1 {
      XCTAssertEqual(
        (value / ShopAppModel.progressStep).rounded(), value / ShopAppModel.progressStep,
        accuracy: 1e-9)
    }
  }

  @MainActor
  func testSteppedProgress() {
    XCTAssertEqual(ShopAppModel.steppedProgress(-1), 0)
    XCTAssertEqual(ShopAppModel.steppedProgress(0.049), 0)
    XCTAssertEqual(ShopAppModel.steppedProgress(0.05), 0.05, accuracy: 1e-12)
    XCTAssertEqual(ShopAppModel.steppedProgress(0.5), 0.5, accuracy: 1e-12)
    XCTAssertEqual(ShopAppModel.steppedProgress(0.999), 0.95, accuracy: 1e-12)
    XCTAssertEqual(ShopAppModel.steppedProgress(1), 1)
    XCTAssertEqual(ShopAppModel.steppedProgress(7), 1)
    XCTAssertEqual(ShopAppModel.steppedProgress(.nan), 0)
  }
}
