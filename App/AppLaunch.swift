import Foundation
import ShopMenu

extension AppLaunchConfiguration {
  /// The keys a launch may set (the UI tests' stand-ins in a Debug build only).
  static var launchKeys: [String] {
    typealias Key = ShopConfiguration.OverrideKey
    var keys = [Key.shop, Key.apiKey, Key.endpoint, Key.homeURL]
    #if DEBUG
      keys += [stubKey, localPagesKey, teasersKey]
    #endif
    return keys
  }

  /// Launch arguments (`-SHOPMENU_SHOP mytoys`, which `UserDefaults` reads) win over the
  /// environment, then the Info.plist.
  static func app(processInfo: ProcessInfo = .processInfo, bundle: Bundle = .main)
    -> AppLaunchConfiguration
  {
    var values = processInfo.environment
    for key in launchKeys {
      if let text = UserDefaults.standard.string(forKey: key) { values[key] = text }
    }
    return AppLaunchConfiguration(environment: values, infoDictionary: bundle.infoDictionary ?? [:])
  }
}
