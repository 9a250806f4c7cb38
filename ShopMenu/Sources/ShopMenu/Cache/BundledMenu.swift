import Foundation

/// The menu snapshots shipped inside the package, the last resort when there is neither a
/// network nor a cached feed: `Resources/<shop>-navigation.json`, one per shop.
public enum BundledMenu {
  /// The snapshot's bytes for `shop`, or `nil` if the resource is missing.
  public static func data(for shop: ShopConfiguration.Shop) -> Data? {
    guard
      let url = Bundle.module.url(
        forResource: "\(shop.rawValue)-navigation", withExtension: "json", subdirectory: "Resources"
      )
    else { return nil }
    return try? Data(contentsOf: url)
  }
}
