import Foundation
import XCTest

@testable import ShopMenu

/// What a choice in the menu does: only a link acts (the menu closes, its page loads); opening
/// a category is the navigation view's.
final class MenuSelectionTests: XCTestCase {
  @MainActor
  private func launched(_ fixture: Fixture = .bonprix) async throws -> ShopAppModel {
    let client = ScriptedClient([.feed(try fixture.data, .init())])
    let repository = MenuRepository(
      shop: fixture.shop, client: client.client, cache: nil, bundled: { nil })
    let model = ShopAppModel(shop: fixture.shop, repository: repository)
    await model.start()
    return model
  }

  @MainActor
  func testSelectingACategoryDoesNothing() async throws {
    let model = try await launched()
    model.openMenu()
    let watcher = ModelWatcher(model)
    let page = model.browser.page
    for id in [
      MenuEntry.ID("Damen"), MenuEntry.ID("Damen", "Mode"),
      MenuEntry.ID("Damen", "Mode", "Neuheiten"),
    ] {
      XCTAssertEqual(model.menu?.entry(id)?.kind, .category)
      model.select(id)
    }
    XCTAssertEqual(watcher.changes, 0, "nothing published changed")
    XCTAssertTrue(model.isMenuPresented)
    XCTAssertEqual(model.browser.page, page)
    XCTAssertNil(model.lastChosen)
    XCTAssertNil(model.browser.externalURL)
  }

  @MainActor
  func testSelectingASectionOrAnUnknownEntryDoesNothing() async throws {
    let model = try await launched(.mytoys)
    model.openMenu()
    let watcher = ModelWatcher(model)
    XCTAssertEqual(model.menu?.entry(MenuEntry.ID("Sortiment"))?.kind, .section)
    model.select(MenuEntry.ID("Sortiment"))
    model.select(MenuEntry.ID("Sortiment", "Gibt es nicht"))
    model.select(MenuEntry.ID([]))
    XCTAssertEqual(watcher.changes, 0)
    XCTAssertTrue(model.isMenuPresented)
    XCTAssertNil(model.lastChosen)
  }

  @MainActor
  func testSelectingWithoutAMenuDoesNothing() async throws {
    let repository = MenuRepository(
      shop: .bonprix, client: .failing(.offline), cache: nil, bundled: { nil })
    let model = ShopAppModel(shop: .bonprix, repository: repository)
    await model.start()
    model.openMenu()
    let page = model.browser.page
    model.select(MenuEntry.ID("Damen", "Mode", "Neuheiten", "Oberteile"))
    XCTAssertTrue(model.isMenuPresented)
    XCTAssertEqual(model.browser.page, page)
    XCTAssertNil(model.lastChosen)
  }

  @MainActor
  func testSelectingALinkClosesTheMenuAndLoadsItsPage() async throws {
    let model = try await launched()
    model.openMenu()
    let before = model.browser.page
    let oberteile = MenuEntry.ID("Damen", "Mode", "Neuheiten", "Oberteile")
    model.select(oberteile)
    XCTAssertFalse(model.isMenuPresented)
    XCTAssertEqual(
      model.browser.page.url,
      URL(string: "https://www.bonprix.de/kategorie/damen-alle-neuen-artikel-oberteile/"))
    XCTAssertGreaterThan(model.browser.page.id, before.id)
    XCTAssertEqual(model.lastChosen, oberteile)
    XCTAssertNil(model.browser.externalURL)
    XCTAssertTrue(model.isOnChosenPath(MenuEntry.ID("Damen", "Mode", "Neuheiten")))
    XCTAssertFalse(model.isOnChosenPath(MenuEntry.ID("Damen", "Zur Übersicht")))
  }

  /// A category's "show all" row is a link like any other.
  @MainActor
  func testTheOverviewRowOfACategoryIsALink() async throws {
    let model = try await launched()
    model.openMenu()
    let overview = MenuEntry.ID("Damen", "Zur Übersicht")
    XCTAssertEqual(model.menu?.entry(overview)?.kind, .link)
    model.select(overview)
    XCTAssertFalse(model.isMenuPresented)
    XCTAssertEqual(model.browser.page.url, URL(string: "https://www.bonprix.de/kategorie/damen/"))
  }
}
