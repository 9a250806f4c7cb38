import Foundation
import ShopMenu

/// What a launch assembles: the shop's model, and how the web view reaches its pages.
@MainActor
final class AppLaunch: ObservableObject {
  let model: ShopAppModel
  let pages: WebPages

  init(model: ShopAppModel, pages: WebPages) {
    self.model = model
    self.pages = pages
  }

  /// The shop from Info.plist, the environment or launch arguments (`-SHOPMENU_SHOP mytoys`),
  /// each winning over the one before; in Debug builds, the UI tests' stand-ins they ask for.
  convenience init() {
    var values = (Bundle.main.infoDictionary ?? [:]).compactMapValues { $0 as? String }
    values.merge(ProcessInfo.processInfo.environment) { _, new in new }
    typealias Key = ShopConfiguration.OverrideKey
    var keys = [Key.shop, Key.apiKey, Key.endpoint, Key.homeURL]
    #if DEBUG
      keys += UITestStandIns.keys
    #endif
    for key in keys {
      if let text = UserDefaults.standard.string(forKey: key) { values[key] = text }
    }
    let shop = ShopConfiguration.resolved(overrides: values)
    #if DEBUG
      if let standIns = UITestStandIns(values) {
        self.init(model: standIns.model(shop: shop), pages: .local)
        return
      }
    #endif
    self.init(model: .live(shop: shop), pages: .direct)
  }
}
