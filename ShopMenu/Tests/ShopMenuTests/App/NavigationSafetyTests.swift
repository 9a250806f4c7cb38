import Foundation
import XCTest

@testable import ShopMenu

/// The levels a person opens belong to the navigation view; only a refresh may take one away. Checked over long random sessions on both shops' real feeds, with a stand-in for the
/// navigation view's stack kept by the test:
/// - choosing a category or a section announces no change at all (opening it is navigation);
/// - choosing a link closes the menu and loads its page (or hands it to the system);
/// - while the menu is shown, only a refresh (opening an old menu, or a pull) changes the menu
///   under the open levels, and a level it took away says so.
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

  /// The fixture with only the first child of every top-level entry kept (bonprix: Damen loses
  /// Mode; myToys: each section keeps its first category), so a refresh can take open levels
  /// away.
  @MainActor
  private func pruned(_ fixture: Fixture) throws -> Data {
    let key = fixture == .bonprix ? "categories" : "navigationEntries"
    var document = try XCTUnwrap(
      try JSONSerialization.jsonObject(with: try fixture.data) as? [String: Any])
    var top = try XCTUnwrap(document[key] as? [[String: Any]])
    for index in top.indices {
      if let children = top[index]["children"] as? [Any], children.count > 1 {
        top[index]["children"] = [children[0]]
      }
    }
    document[key] = top
    return try JSONSerialization.data(withJSONObject: document)
  }

  private struct Coverage {
    var pushes = 0
    var links = 0
    /// Refreshes that took away a level that was open.
    var refreshedAwayLevels = 0
  }

  @MainActor
  func testRandomSessionsChangeLevelsOnlyThroughARefreshAndOnlyLinksCloseTheMenu() async throws {
    var seen = Coverage()
    for fixture in [Fixture.bonprix, Fixture.mytoys] {
      for seed in UInt64(1)...UInt64(12) {
        try await runSession(fixture, seed: seed, steps: 200, seen: &seen)
      }
    }
    // The sessions reach every kind of move, so the rules above were really exercised.
    XCTAssertGreaterThan(seen.pushes, 100)
    XCTAssertGreaterThan(seen.links, 50)
    XCTAssertGreaterThan(seen.refreshedAwayLevels, 3)
  }

  @MainActor
  private func runSession(
    _ fixture: Fixture, seed: UInt64, steps: Int, seen: inout Coverage
  ) async throws {
    var random = SplitMix64(state: seed)
    let feeds: [ScriptedClient.Step] = [
      .feed(try fixture.data, .init()), .feed(try pruned(fixture), .init()), .failure(.offline),
    ]
    // The launch's feed, then a random answer for every later request.
    let script = [feeds[0]] + (0..<steps).map { _ in feeds[random.below(feeds.count)] }
    let clock = TestClock()
    let client = ScriptedClient(script)
    let repository = MenuRepository(
      shop: fixture.shop, client: client.client, cache: nil, bundled: { nil },
      now: { clock.now })
    let model = ShopAppModel(shop: fixture.shop, repository: repository, now: { clock.now })
    await model.start()
    let watcher = ModelWatcher(model)

    // The navigation view's stack, as the test imagines it; empty: the top level.
    var stack: [MenuEntry.ID] = []
    var dismissReportDue = false
    // The menu the open levels were pushed on (or the one a refresh brought since).
    var menuWhileShown: Menu?

    for step in 0..<steps {
      let presented = model.isMenuPresented
      let action: String
      var refreshed = false
      let choice: Int
      if dismissReportDue && !presented {
        choice = 2
      } else if !presented {
        choice = random.below(5) == 0 ? 7 : 0
      } else {
        // What a person can do with the menu shown (a dismiss report now is a late one).
        let moves = [1, 3, 3, 6, 7, 7, 8, 8, 8, 8]
        choice = moves[random.below(moves.count)]
      }
      switch choice {
      case 0:
        // Now and then the menu is old enough to be refreshed as it opens.
        if random.below(2) == 0 { clock.advance(ShopAppModel.refreshInterval + 1) }
        action = "open"
        stack = []
        model.openMenu()
        menuWhileShown = model.menu
        await model.refresh()  // joins the fetch opening started, if it started one
        refreshed = true
      case 1:
        action = "close"
        model.closeMenu()
      case 2:
        action = "dismissed"
        dismissReportDue = false
        model.menuDidDismiss()
      case 3:
        action = "back"
        if !stack.isEmpty { stack.removeLast() }
      case 6:
        action = "dismissed while shown"
        let state = model.menuState
        model.menuDidDismiss()
        XCTAssertEqual(model.menuState, state, "\(fixture) seed \(seed) step \(step)")
      case 7:
        action = "refresh"
        refreshed = true
        await model.refresh()
      default:
        // A row of the level shown, as a person taps it.
        // (A level a refresh took away has no rows: it says so instead.)
        let rows = model.groups(under: stack.last).flatMap(\.entries)
        guard !rows.isEmpty else { continue }
        let row = rows[random.below(rows.count)]
        action = "tap \(row.id)"
        if choose(row, model, watcher, context: "\(fixture) seed \(seed) step \(step)") {
          stack.append(row.id)
          seen.pushes += 1
        } else if row.kind == .link {
          seen.links += 1
        }
      }
      let context = "\(fixture) seed \(seed) step \(step) \(action); stack \(stack)"

      if presented && !model.isMenuPresented { dismissReportDue = true }
      if refreshed && model.isMenuPresented {
        // A new menu shows at once, also under the open levels.
        menuWhileShown = model.menu
        if stack.contains(where: { !model.isAvailable(level: $0) }) {
          seen.refreshedAwayLevels += 1
        }
      }
      if model.isMenuPresented {
        XCTAssertEqual(
          model.menu, menuWhileShown, "the menu changed under the open levels; \(context)")
      }
    }
  }

  /// Chooses `entry` as a tap would and checks what the model did; returns whether the
  /// navigation view pushes a level for it.
  @MainActor
  private func choose(
    _ entry: MenuEntry, _ model: ShopAppModel, _ watcher: ModelWatcher, context: String
  ) -> Bool {
    let changes = watcher.changes
    let page = model.browser.page
    let external = model.browser.externalURL
    model.select(entry.id)
    switch entry.kind {
    case .link:
      XCTAssertFalse(model.isMenuPresented, context)
      XCTAssertEqual(model.lastChosen, entry.id, context)
      switch entry.destination {
      case .inApp(let url)?:
        XCTAssertEqual(model.browser.page.url, url, context)
        XCTAssertNotEqual(model.browser.page.id, page.id, context)
      case .external(let url)?:
        XCTAssertEqual(model.browser.externalURL?.url, url, context)
        XCTAssertNotEqual(model.browser.externalURL, external, context)
        XCTAssertEqual(model.browser.page, page, context)
      case nil:
        XCTFail("a link without a destination; \(context)")
      }
      return false
    default:
      XCTAssertEqual(watcher.changes, changes, "choosing a \(entry.kind) changed state; \(context)")
      XCTAssertTrue(model.isMenuPresented, context)
      return entry.kind == .category
    }
  }

  // MARK: - Closing

  @MainActor
  func testADismissReportWhileTheMenuIsShownChangesNothing() async throws {
    let client = ScriptedClient([.feed(try Fixture.bonprix.data, .init())])
    let repository = MenuRepository(
      shop: .bonprix, client: client.client, cache: nil, bundled: { nil })
    let model = ShopAppModel(shop: .bonprix, repository: repository)
    await model.start()
    model.openMenu()
    let watcher = ModelWatcher(model)
    model.menuDidDismiss()
    XCTAssertEqual(watcher.changes, 0, "a late report from an earlier close")
    XCTAssertTrue(model.isMenuPresented)
  }
}
