import Foundation
import ShopMenu

extension AppLaunchConfiguration {
  /// Launch arguments (`-SHOPMENU_SHOP mytoys`, read by `UserDefaults`) beat the environment.
  static func app() -> AppLaunchConfiguration {
    typealias Key = ShopConfiguration.OverrideKey
    var keys = [Key.shop, Key.apiKey, Key.endpoint, Key.homeURL]
    #if DEBUG
      keys += [UITestStandIns.feedKey, UITestStandIns.localPagesKey, UITestStandIns.teasersKey]
    #endif
    var values = ProcessInfo.processInfo.environment
    for key in keys {
      if let text = UserDefaults.standard.string(forKey: key) { values[key] = text }
    }
    return AppLaunchConfiguration(
      environment: values, infoDictionary: Bundle.main.infoDictionary ?? [:])
  }
}
