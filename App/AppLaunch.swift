import Foundation
import ShopMenu

extension AppLaunchConfiguration {
  static var launchKeys: [String] {
    typealias Key = ShopConfiguration.OverrideKey
    var keys = [Key.shop, Key.apiKey, Key.endpoint, Key.homeURL]
    #if DEBUG
      keys += [UITestStandIns.feedKey, UITestStandIns.localPagesKey, UITestStandIns.teasersKey]
    #endif
    return keys
  }

  /// Launch arguments (`-SHOPMENU_SHOP mytoys`, read by `UserDefaults`) beat the environment.
  static func app() -> AppLaunchConfiguration {
    var values = ProcessInfo.processInfo.environment
    for key in launchKeys {
      if let text = UserDefaults.standard.string(forKey: key) { values[key] = text }
    }
    return AppLaunchConfiguration(
      environment: values, infoDictionary: Bundle.main.infoDictionary ?? [:])
  }
}
