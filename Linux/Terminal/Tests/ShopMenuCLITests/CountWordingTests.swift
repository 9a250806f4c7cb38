import Foundation
import ShopMenu
import ShopMenuCLI
import XCTest

/// Every count `shopmenu` prints agrees with its noun ("1 level", "2 levels"), and an empty feed
/// says that it has no entries.
final class CountWordingTests: XCTestCase {
  private let now = Date(timeIntervalSince1970: 1_800_000_000)
  private let one = #"{"categories": [{"label": "Shop", "url": "https://www.bonprix.de/shop/"}]}"#
  private let two = """
    {"categories": [{"label": "Damen", "url": "https://www.bonprix.de/damen/", "children": [
      {"label": "Shop", "url": "https://www.bonprix.de/shop/"}]},
      {"label": "Alt", "url": "ftp://www.bonprix.de/"}]}
    """

  @MainActor
  func testOneOfAnythingIsSingular() async throws {
    let folder = try makeTemporaryDirectory(self)
    let onePath = try writeFile(one, named: "one.json", in: folder)
    let twoPath = try writeFile(two, named: "two.json", in: folder)

    let tree = await runCLI(["--file", onePath, "tree"])
    XCTAssertTrue(tree.stdout.hasPrefix("bonprix menu: 1 entry, 1 level\n"), tree.stdout)
    let validate = await runCLI(["--file", onePath, "validate"])
    XCTAssertEqual(validate.code, ExitCode.success)
    XCTAssertTrue(
      validate.stdout.contains(
        "Entries:     1 kept (0 sections, 0 categories, 1 link, 0 of them opening outside the app)"
      ), validate.stdout)
    let search = await runCLI(["--file", onePath, "search", "shop"])
    XCTAssertTrue(search.stdout.hasPrefix("1 entry matches \"shop\" in the bonprix menu\n"))

    let nested = await runCLI(["--file", twoPath, "validate"])
    XCTAssertEqual(nested.code, ExitCode.diagnostics)
    XCTAssertTrue(
      nested.stdout.contains("Entries:     2 kept (0 sections, 1 category, 1 link, "), nested.stdout
    )
    XCTAssertTrue(nested.stdout.contains("Max depth:   2\n"))
    XCTAssertTrue(
      nested.stdout.contains("Skipped:     1 entry dropped (with anything below), 0 adjusted\n"))
    XCTAssertTrue(nested.stdout.contains("Diagnostics: 1\n"))
    let twoTree = await runCLI(["--file", twoPath, "tree"])
    XCTAssertTrue(twoTree.stdout.hasPrefix("bonprix menu: 2 entries, 2 levels\n"))

    let cache = try makeTemporaryDirectory(self)
    let fetch = await runCLI(
      ["fetch"], network: RecordingClient([.feed(Data(one.utf8))]), cacheDirectory: cache,
      now: now)
    XCTAssertEqual(fetch.code, ExitCode.success, fetch.stderr)
    XCTAssertTrue(fetch.stdout.contains(": 1 entry, 1 level.\n"), fetch.stdout)
    let later = await runCLI(
      ["--offline", "tree"], cacheDirectory: cache, now: now.addingTimeInterval(60))
    XCTAssertTrue(later.stdout.contains("(1 minute old)"), later.stdout)
  }

  @MainActor
  func testAnEmptyFeedSaysItHasNoEntries() async throws {
    let folder = try makeTemporaryDirectory(self)
    for document in [#"{"categories": []}"#, #"{"navigationEntries": []}"#] {
      let path = try writeFile(document, named: "empty.json", in: folder)
      for command in ["tree", "validate"] {
        let result = await runCLI(["--file", path, command])
        XCTAssertEqual(result.code, ExitCode.noMenu)
        XCTAssertEqual(
          result.stderr,
          "shopmenu: \(path) is not a usable menu feed: The menu feed has no entries.\n")
      }
    }
    let bad = try writeFile(#"{"categories": [{"url": 3}]}"#, named: "bad.json", in: folder)
    let result = await runCLI(["--file", bad, "validate"])
    XCTAssertTrue(
      result.stderr.hasSuffix("The menu feed has no usable entries (1 problem found).\n"),
      result.stderr)
  }
}
