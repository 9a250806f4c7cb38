import XCTest

@testable import ShopMenu

/// The rules that keep the menu safe on iOS 15's `NavigationView` and full-screen cover, checked
/// over long random sessions on both shops' real feeds:
/// - no update pushes more than one level;
/// - no update changes the presentation and the menu's levels together.
@MainActor
final class NavigationSafetyTests: XCTestCase {
  /// A small, seeded generator, so a failure names a session that can be replayed.
  private struct SplitMix64 {
    var state: UInt64
    mutating func next() -> UInt64 {
      state &+= 0x9E37_79B9_7F4A_7C15
      var z = state
      z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
      z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
      return z ^ (z >> 31)
    }
    mutating func below(_ bound: Int) -> Int { Int(next() % UInt64(max(bound, 1))) }
  }

  private func launched(_ fixture: Fixture) async throws -> ShopAppModel {
    let client = ScriptedClient([.feed(try fixture.data, .init())])
    let shop = fixture.shop
    let repository = MenuRepository(shop: shop, client: client.client, cache: nil, bundled: { nil })
    let model = ShopAppModel(shop: shop, repository: repository)
    await model.start()
    return model
  }

  func testRandomSessionsPushAtMostOneLevelAndNeverMixPresentationWithNavigation() async throws {
    var seen = Coverage()
    for fixture in [Fixture.bonprix, Fixture.mytoys] {
      for seed in UInt64(1)...UInt64(25) {
        try await runSession(fixture, seed: seed, steps: 250, seen: &seen)
      }
    }
    // The sessions reach every kind of move, so the rules above were really exercised.
    XCTAssertGreaterThan(seen.pushes, 100)
    XCTAssertGreaterThan(seen.searchLevels, 10)
    XCTAssertGreaterThan(seen.pops, 100)
    XCTAssertGreaterThan(seen.closedOnLevels, 10)
  }

  private struct Coverage {
    var pushes = 0
    var searchLevels = 0
    var pops = 0
    var closedOnLevels = 0
  }

  private func runSession(
    _ fixture: Fixture, seed: UInt64, steps: Int, seen: inout Coverage
  ) async throws {
    let model = try await launched(fixture)
    let menu = try XCTUnwrap(model.menu)
    let categories = menu.allEntries.filter { $0.kind == .category && $0.id.depth > 1 }
    var random = SplitMix64(state: seed)
    var searchIsActive = false
    var dismissReportDue = false
    for step in 0..<steps {
      let before = (path: model.path, presented: model.isMenuPresented)
      let action: String
      // As on iOS, the cover's `onDismiss` comes once the menu has gone, before it can open again.
      // A closed menu has no rows to tap: it can only be opened (or refreshed behind the page).
      let choice: Int
      if dismissReportDue && !before.presented {
        choice = 2
      } else if !before.presented {
        choice = random.below(5) == 0 ? 8 : 0
      } else {
        choice = random.below(12)
      }
      switch choice {
      case 0:
        action = "open"
        model.openMenu()
      case 1:
        action = "close"
        model.closeMenu()
      case 2:
        action = "dismissed"
        dismissReportDue = false
        model.menuDidDismiss()
      case 3:
        action = "back"
        model.back()
      case 4:
        let depth = random.below(model.path.count + 1)
        action = "popTo(\(depth))"
        model.popTo(depth: depth)
      case 5:
        // Half the time a category's name, so deep categories are picked from search too.
        let pool = random.below(2) == 0 ? categories : menu.allEntries
        let word =
          pool[random.below(pool.count)].label
          .split(separator: " ").first.map(String.init) ?? ""
        action = "search \(word)"
        model.searchQuery = word
        searchIsActive = !word.isEmpty
      case 6:
        guard !model.searchResults.isEmpty else { continue }
        let result = model.searchResults[random.below(model.searchResults.count)]
        action = "pick \(result.id) active: \(searchIsActive)"
        model.pickSearchResult(result.id, searchIsActive: searchIsActive)
      case 7:
        action = "search ended"
        searchIsActive = false
        model.searchDidEnd()
      case 8:
        action = "refresh"
        await model.refresh()
      default:
        // A row of the level shown, as a person taps it.
        let rows = model.groups(under: model.currentLevel).flatMap(\.entries)
        guard !rows.isEmpty else { continue }
        let row = rows[random.below(rows.count)]
        action = "select \(row.id)"
        model.select(row.id)
      }
      let context =
        "\(fixture) seed \(seed) step \(step) \(action): \(before.path) -> \(model.path)"
      assertOneOpenLinkPerLevel(model, context)
      let kept = zip(before.path, model.path).prefix { $0 == $1 }.count
      XCTAssertLessThanOrEqual(model.path.count - kept, 1, "pushed several levels; \(context)")
      if before.presented != model.isMenuPresented {
        XCTAssertEqual(
          model.path, before.path, "presentation and levels changed together; \(context)")
      }
      if before.presented, !model.isMenuPresented {
        dismissReportDue = true
        if !model.path.isEmpty { seen.closedOnLevels += 1 }
      }
      if model.path.count > kept { seen.pushes += 1 }
      if before.path.count > kept { seen.pops += 1 }
      if model.isJumpedLevelOpen, !before.path.elementsEqual(model.path) { seen.searchLevels += 1 }
      if action == "dismissed", !model.isMenuPresented {
        XCTAssertEqual(model.path, [], context)
        XCTAssertEqual(model.searchQuery, "", context)
      }
    }
  }

  /// What the views see: each open level has exactly one active link (a row, or at the top the
  /// search link), and no other link is active.
  private func assertOneOpenLinkPerLevel(_ model: ShopAppModel, _ context: String) {
    for depth in 0...model.path.count {
      let level: MenuEntry.ID? = depth == 0 ? nil : model.path[depth - 1]
      var open = model.groups(under: level).flatMap(\.entries)
        .filter { model.isRowOpen($0.id, atDepth: depth) }.count
      if depth == 0, model.isJumpedLevelOpen { open += 1 }
      XCTAssertEqual(
        open, depth < model.path.count ? 1 : 0, "active links at depth \(depth); \(context)")
    }
  }

  // MARK: - Closing

  func testClosingKeepsTheLevelsUntilTheMenuHasGone() async throws {
    let model = try await launched(.bonprix)
    model.openMenu()
    model.select(MenuEntry.ID("Damen"))
    model.select(MenuEntry.ID("Damen", "Mode"))
    model.closeMenu()
    XCTAssertFalse(model.isMenuPresented)
    XCTAssertEqual(model.path.count, 2)
    model.menuDidDismiss()
    XCTAssertEqual(model.path, [])
  }

  func testDismissReportWhileShownChangesNothing() async throws {
    let model = try await launched(.bonprix)
    model.openMenu()
    model.select(MenuEntry.ID("Damen"))
    model.menuDidDismiss()
    XCTAssertEqual(model.path, [MenuEntry.ID("Damen")], "a late report from an earlier close")
  }

  func testClosingDropsAPendingSearchPick() async throws {
    let model = try await launched(.bonprix)
    model.openMenu()
    model.searchQuery = "neuheiten"
    XCTAssertTrue(
      model.pickSearchResult(MenuEntry.ID("Damen", "Mode", "Neuheiten"), searchIsActive: true))
    model.closeMenu()
    model.searchDidEnd()
    XCTAssertEqual(model.path, [])
  }

  /// A pick left waiting (the person started a new search before the last one ended) is
  /// dropped, so the end of the new search cannot open it.
  func testANewSearchDropsAStalePick() async throws {
    let model = try await launched(.bonprix)
    model.openMenu()
    model.searchQuery = "neuheiten"
    model.pickSearchResult(MenuEntry.ID("Damen", "Mode", "Neuheiten"), searchIsActive: true)
    model.searchDidBegin()
    model.searchDidEnd()
    XCTAssertEqual(model.path, [])
  }

  // MARK: - What the top level shows

  func testSearchResultsStandInForTheRowsWhileSearching() async throws {
    let model = try await launched(.bonprix)
    model.openMenu()
    XCTAssertFalse(model.showsSearchResults(searchIsActive: false))
    XCTAssertTrue(model.showsSearchResults(searchIsActive: true), "field active, nothing typed")
    model.searchQuery = "   "
    XCTAssertFalse(model.hasSearchQuery)
    XCTAssertFalse(model.showsSearchResults(searchIsActive: false))
    model.searchQuery = "damen"
    XCTAssertTrue(model.hasSearchQuery)
    XCTAssertTrue(model.showsSearchResults(searchIsActive: false))
  }

  func testNoSearchResultsWithoutAMenu() async throws {
    let repository = MenuRepository(
      shop: .bonprix, client: ScriptedClient([.failure(.offline)]).client, cache: nil,
      bundled: { nil })
    let model = ShopAppModel(shop: .bonprix, repository: repository)
    await model.start()
    model.searchQuery = "damen"
    XCTAssertFalse(model.showsSearchResults(searchIsActive: true), "the failure and Retry show")
  }

  func testOnlyTheLevelOpenedFromSearchShowsItsBreadcrumb() async throws {
    let model = try await launched(.bonprix)
    let neuheiten = MenuEntry.ID("Damen", "Mode", "Neuheiten")
    model.openMenu()
    model.select(MenuEntry.ID("Damen"))
    model.select(MenuEntry.ID("Damen", "Mode"))
    model.select(neuheiten)
    XCTAssertEqual(model.breadcrumb(of: neuheiten, atDepth: 3), [], "pushed: its parents are below")
    model.popTo(depth: 0)
    model.pickSearchResult(neuheiten, searchIsActive: false)
    XCTAssertEqual(model.breadcrumb(of: neuheiten, atDepth: 1), ["Damen", "Mode"])
    XCTAssertEqual(model.breadcrumb(of: MenuEntry.ID("Damen"), atDepth: 1), [])
  }

  // MARK: - Search in every state

  /// The view attaches the search field in every load state; the model answers a query as soon
  /// as a menu arrives, also after failed → Retry → ready.
  func testSearchWorksAfterFailureThenRetry() async throws {
    let client = ScriptedClient([.failure(.offline), .feed(try Fixture.bonprix.data, .init())])
    let repository = MenuRepository(
      shop: .bonprix, client: client.client, cache: nil, bundled: { nil })
    let model = ShopAppModel(shop: .bonprix, repository: repository)
    await model.start()
    model.openMenu()
    XCTAssertTrue(model.searchResults.isEmpty)
    model.searchQuery = "oberteile"
    XCTAssertTrue(model.searchResults.isEmpty, "no menu yet")
    await model.retry()
    XCTAssertEqual(model.searchResults.map(\.entry.label), ["Oberteile"])
  }
}
