import Foundation
import ShopMenu
import ShopMenuCLI
import XCTest

/// A feed in the other shop's format is read (the decoder takes either), but never silently:
/// every command warns, and `validate` does not call it clean.
final class FormatMismatchTests: XCTestCase {
  private func warning(_ origin: String, shop: String, found: FeedFormat) -> String {
    let expected: FeedFormat = found == .bonprix ? .mytoys : .bonprix
    return "shopmenu: Warning: \(origin) is not a \(shop) feed: the root key is "
      + "\"\(found.rootKey)\" (the \(found.rawValue) format); \(shop) feeds use "
      + "\"\(expected.rootKey)\". It was read as the \(shop) menu.\n"
  }

  @MainActor
  func testValidateWarnsAndIsNotCleanForABonprixFileAsMyToys() async throws {
    let path = CLIFixture.bonprix.path
    let text = await runCLI(["--shop", "mytoys", "--file", path, "validate"])
    XCTAssertEqual(text.code, ExitCode.diagnostics)
    XCTAssertEqual(text.stderr, warning(path, shop: "myToys", found: .bonprix))
    XCTAssertTrue(
      text.stdout.contains("Format:      bonprix (myToys feeds are in the mytoys format)\n"),
      text.stdout)
    XCTAssertTrue(
      text.stdout.contains(
        "Diagnostics: 1\n  format  (root): the root key is \"categories\" (the bonprix format); "
          + "myToys feeds use \"navigationEntries\"\n"), text.stdout)
    XCTAssertFalse(text.stdout.contains("the feed is clean"))

    let json = await runCLI(["--shop", "mytoys", "--file", path, "--json", "validate"])
    XCTAssertEqual(json.code, ExitCode.diagnostics)
    let object = try json.json()
    XCTAssertEqual(object["format"] as? String, "bonprix")
    XCTAssertEqual(object["expectedFormat"] as? String, "mytoys")
    XCTAssertEqual(object["clean"] as? Bool, false)
    XCTAssertEqual(json.stderr, warning(path, shop: "myToys", found: .bonprix))
  }

  @MainActor
  func testEveryCommandWarnsAndMatchingFeedsDoNot() async throws {
    let mytoys = CLIFixture.mytoys.path
    let tree = await runCLI(["--shop", "bonprix", "--file", mytoys, "tree"])
    XCTAssertEqual(tree.code, ExitCode.success)
    XCTAssertEqual(tree.stderr, warning(mytoys, shop: "bonprix", found: .mytoys))
    let search = await runCLI(["--shop", "bonprix", "--file", mytoys, "search", "lego"])
    XCTAssertEqual(search.stderr, warning(mytoys, shop: "bonprix", found: .mytoys))
    let browse = await runCLI(["--shop", "bonprix", "--file", mytoys, "browse"], input: ["q"])
    XCTAssertEqual(browse.code, ExitCode.success)
    XCTAssertEqual(browse.stderr, warning(mytoys, shop: "bonprix", found: .mytoys))

    for arguments in [
      ["--file", mytoys, "validate"], ["--shop", "mytoys", "--file", mytoys, "tree"],
      ["--file", CLIFixture.bonprix.path, "validate"], ["--offline", "--shop", "mytoys", "tree"],
    ] {
      let result = await runCLI(arguments)
      XCTAssertFalse(result.stderr.contains("Warning"), "\(arguments): \(result.stderr)")
    }
  }

  @MainActor
  func testAnAPIServingTheOtherShopsFormatIsNotClean() async throws {
    let network = RecordingClient([.feed(try CLIFixture.bonprix.data)])
    let result = await runCLI(["--shop", "mytoys", "validate"], network: network)
    XCTAssertEqual(result.code, ExitCode.diagnostics)
    XCTAssertEqual(
      result.stderr,
      warning(
        "the feed from https://codechallenge.mobilelab.io/v1/mytoys/navigation", shop: "myToys",
        found: .bonprix))
  }
}
