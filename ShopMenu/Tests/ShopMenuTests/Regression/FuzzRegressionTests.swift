import Foundation
import XCTest

@testable import ShopMenu

/// Inputs the fuzz target (`Linux/Fuzz/`, `Linux/Scripts/fuzz.sh`) found to break a property, kept here so
/// the normal suite guards them. Each test names the property and the input it came from.
final class FuzzRegressionTests: XCTestCase {
  // MARK: - ids-unique

  /// Property `ids-unique` (seed `Linux/Fuzz/Seeds/hostile-labels.json`): a sibling whose label is
  /// literally `A #2` and the second of two `A`s both got the id `A #2`, so `entry(_:)`, search
  /// breadcrumbs and SwiftUI's `Identifiable` lists saw one entry twice.
  func testGeneratedSuffixDoesNotCollideWithALiteralLabel() throws {
    for labels in [["A", "A", "A #2"], ["A #2", "A", "A"]] {
      let items = labels.enumerated().map { "{'label': '\($0.element)', 'url': '/p\($0.offset)/'}" }
      let menu = try decodeBonprix("{'categories': [\(items.joined(separator: ","))]}")
      XCTAssertEqual(menu.entries.map(\.label), labels)
      let ids = menu.entries.map(\.id)
      XCTAssertEqual(Set(ids).count, ids.count, "duplicate ids \(ids) for labels \(labels)")
      for entry in menu.entries {
        XCTAssertEqual(menu.entry(entry.id), entry, "entry(\(entry.id)) finds another entry")
      }
    }
  }

  // MARK: - roundtrip-ids

  /// Property `roundtrip-ids` (seed `Linux/Fuzz/Seeds/dropped-duplicate.json`): a dropped sibling
  /// still counted towards the `#n` suffix, so the kept `A` was `A #2`; encoding the menu and
  /// decoding it again gave `A`. Ids then also change whenever a broken sibling is fixed or
  /// breaks in the feed, which loses the selection on refresh.
  func testDroppedSiblingDoesNotShiftIDs() throws {
    let menu = try decodeBonprix(
      """
      {'categories': [
        {'label': 'A', 'url': 'ftp://x/'},
        {'label': 'A', 'url': '/a/'}
      ]}
      """)
    XCTAssertEqual(menu.entries.map(\.id.description), ["A"])

    let again = try FeedDecoder(shop: .bonprix).decode(FeedEncoder.encode(menu))
    XCTAssertEqual(again.entries, menu.entries, "decode(encode(menu)) differs")
  }

  // MARK: - navigation-https

  /// Property `navigation-https` (found by the fuzzer from `Linux/Fuzz/Seeds/urls.txt`): an `http`
  /// URL whose host Foundation cannot rebuild (`%2F` in the host) on a shop domain was
  /// "redirected" to itself, still `http`. A web view that loads the redirect target asks
  /// again and gets the same answer: a loop, and the page never loads over https.
  func testRedirectTargetIsAlwaysHTTPS() throws {
    for text in ["http://%2FA.mytoys.de/0-6-months/", "http://%2F.mytoys.de/"] {
      let url = try XCTUnwrap(URL(string: text))
      let decision = ShopConfiguration.mytoys.urlPolicy.navigationDecision(
        for: url, isMainFrame: true, isUserAction: true)
      switch decision {
      case .redirect(let target):
        XCTAssertEqual(target.scheme, "https", "\(text) is redirected to \(target.absoluteString)")
        XCTAssertNotEqual(target, url, "\(text) is redirected to itself")
      case .cancel:
        break
      default:
        XCTFail("\(text): \(decision)")
      }
    }
  }

  // MARK: - url (empty host)

  /// Property `url` (found by the fuzzer, seed `Linux/Fuzz/Seeds/empty-ipv6-host.json`): `https://[]/x`
  /// was accepted. `URLComponents.host` is `"[]"`, so the host check passed, but the URL it
  /// builds has the empty host `""`: an entry that can never load.
  func testEmptyIPv6LiteralHasNoHost() throws {
    let policy = ShopConfiguration.bonprix.urlPolicy
    for text in ["https://[]:8080/x", "http://[]/", "//[]/x"] {
      switch policy.destination(for: text) {
      case .success(let destination):
        XCTFail(
          "\(text) accepted as \(destination.url.absoluteString) (host \(String(describing: destination.url.host)))"
        )
      case .failure:
        break
      }
      if case .success(let url) = policy.imageURL(for: text) {
        XCTFail("\(text) accepted as an image URL \(url.absoluteString)")
      }
    }
    let menu = try decodeBonprix(
      "{'categories': [{'label': 'V6', 'url': 'https://[]:8080/x'}, {'label': 'Ok', 'url': '/ok/'}]}"
    )
    XCTAssertEqual(menu.entries.map(\.label), ["Ok"])
  }

  // MARK: - url (bonprix type)

  /// Property `url` (found by the fuzzer, seed `Linux/Fuzz/Seeds/bonprix-external-type.json`): a
  /// bonprix entry carrying `"type": "external-link"` opened its shop page outside the app. The
  /// bonprix format has no types; only myToys' `external-link` may send an entry out.
  func testBonprixIgnoresAnExternalLinkType() throws {
    let menu = try decodeBonprix(
      "{'categories': [{'label': 'E', 'type': 'external-link', 'url': 'https://www.bonprix.de/e/'}]}"
    )
    XCTAssertEqual(
      menu.entries.first?.destination, .inApp(URL(string: "https://www.bonprix.de/e/")!))
    let mytoys = try FeedDecoder(shop: .mytoys).decode(
      feed(
        "{'navigationEntries': [{'label': 'E', 'type': 'external-link', 'url': 'https://www.mytoys.de/e/'}]}"
      ))
    XCTAssertEqual(mytoys.entries.first?.opensExternally, true)
  }
}
