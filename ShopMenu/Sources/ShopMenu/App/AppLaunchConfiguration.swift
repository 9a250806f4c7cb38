import Foundation

/// The shop and its key, from the app's Info.plist and launch environment; in Debug builds also
/// the UI tests' stand-ins.
public struct AppLaunchConfiguration: Sendable, Equatable {
  /// The shop, with key and endpoint overrides applied.
  public var shop: ShopConfiguration
  #if DEBUG
    /// What UI tests and previews replace; `nil` for the real network and pages.
    public var standIns: UITestStandIns?
  #endif

  /// A launch of `shop` against its real server and pages.
  public init(shop: ShopConfiguration) { self.shop = shop }

  /// Environment values win over Info.plist values.
  public init(environment: [String: String], infoDictionary: [String: Any]) {
    var values = infoDictionary.compactMapValues { $0 as? String }
    values.merge(environment) { _, new in new }
    self.init(shop: ShopConfiguration.resolved(overrides: values))
    #if DEBUG
      standIns = UITestStandIns(values)
    #endif
  }
}

extension ShopAppModel {
  /// The model for a launch: the live API with the disk cache, the live teaser loader.
  public convenience init(launch: AppLaunchConfiguration) {
    let shop = launch.shop
    #if DEBUG
      if let standIns = launch.standIns {
        self.init(
          shop: shop, repository: standIns.repository(for: shop),
          teasers: .standIn(policy: shop.urlPolicy, servesImages: standIns.servesTeaserImages))
        browser.servesPagesLocally = standIns.servesPagesLocally
        return
      }
    #endif
    self.init(
      shop: shop,
      repository: MenuRepository(
        shop: shop, client: .live(shop: shop),
        cache: MenuDiskCache(directory: MenuDiskCache.standardDirectory())),
      teasers: .live(policy: shop.urlPolicy))
  }
}
