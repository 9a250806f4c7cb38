import Foundation
import XCTest

@testable import ShopMenu

/// The feeds bundled with the app: the brief's bonprix example and a myToys capture.
enum Fixture: String {
  case bonprix
  case mytoys

  var data: Data {
    get throws { try XCTUnwrap(BundledMenu.data(for: shop.id), "the bundled \(rawValue) feed") }
  }

  var shop: ShopConfiguration {
    switch self {
    case .bonprix: return .bonprix
    case .mytoys: return .mytoys
    }
  }

  func menu() throws -> Menu { try FeedDecoder(shop: shop).decode(data) }
}

extension MenuEntry.ID {
  /// `ID("Damen", "Mode")`.
  init(_ components: String...) { self.init(components) }
}

/// Builds a feed document from JSON text written with single quotes, for readable tests.
func feed(_ json: String) -> Data { Data(json.replacingOccurrences(of: "'", with: "\"").utf8) }

/// Decodes `json` as a bonprix feed.
func decodeBonprix(_ json: String, limits: FeedDecoder.Limits = .standard) throws -> Menu {
  try FeedDecoder(shop: .bonprix, limits: limits).decode(feed(json))
}

/// Decodes `json` as a myToys feed.
func decodeMyToys(_ json: String) throws -> Menu {
  try FeedDecoder(shop: .mytoys).decode(feed(json))
}

/// Asserts that `body` throws exactly `expected`.
func assertThrowsFeedError(
  _ expected: FeedError, _ body: @autoclosure () throws -> Menu, file: StaticString = #filePath,
  line: UInt = #line
) {
  XCTAssertThrowsError(try body(), file: file, line: line) { error in
    XCTAssertEqual(error as? FeedError, expected, file: file, line: line)
  }
}
