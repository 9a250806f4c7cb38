import Foundation
import ShopMenu

/// A feed in the other shop's format (`--shop mytoys` with a bonprix file, or an endpoint that
/// serves the other shop): it decodes, but it is not the feed that shop's API serves.
struct FormatMismatch: Equatable {
  /// The format the feed is in.
  let found: FeedFormat
  /// The format the shop's API serves.
  let expected: FeedFormat
  /// The shop's name, `myToys`.
  let shopName: String

  /// The mismatch of `menu` for `shop`, or `nil` when the feed is in the shop's format.
  init?(menu: Menu, shop: ShopConfiguration) {
    guard menu.format != shop.id.feedFormat else { return nil }
    found = menu.format
    expected = shop.id.feedFormat
    shopName = shop.displayName
  }

  /// `the root key is "categories" (the bonprix format); myToys feeds use "navigationEntries"`.
  var message: String {
    "the root key is \"\(found.rootKey)\" (the \(found.rawValue) format); \(shopName) feeds use "
      + "\"\(expected.rootKey)\""
  }

  /// The warning printed on stderr, naming where the feed came from.
  func warning(for loaded: LoadedMenu) -> String {
    let origin: String
    switch loaded.snapshot.source {
    case .file: origin = loaded.location ?? "the file"
    case .network: origin = "the feed from \(loaded.location ?? "the API")"
    case .disk: origin = "the cached menu"
    case .bundled: origin = "the bundled snapshot"
    }
    return "shopmenu: Warning: \(origin) is not a \(shopName) feed: \(message). It was read as "
      + "the \(shopName) menu."
  }
}

extension LoadedMenu {
  /// Whether the feed is in the other shop's format.
  var formatMismatch: FormatMismatch? { FormatMismatch(menu: menu, shop: shop) }
}
