import Foundation

/// The last resort, with neither network nor cache: the bundled `<shop>-navigation.json`.
public enum BundledMenu {
  /// The snapshot's bytes for `shop`, or `nil` if the resource is missing.
  public static func data(for shop: ShopConfiguration.Shop) -> Data? {
    Bundle.module.url(forResource: "\(shop.rawValue)-navigation", withExtension: "json")
      .flatMap { try? Data(contentsOf: $0) }
  }
}
