import Foundation

/// The last resort, with neither network nor cache: the bundled `<shop>-navigation.json`.
public enum BundledMenu {
  /// The snapshot's bytes for `shop`, or `nil` if the resource is missing.
  public static func data(for shop: ShopConfiguration.Shop) -> Data? {
    guard
      let url = Bundle.module.url(forResource: "\(shop.rawValue)-navigation", withExtension: "json")
    else { return nil }
    return try? Data(contentsOf: url)
  }
}
