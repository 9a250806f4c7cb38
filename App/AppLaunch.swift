import Foundation
import ShopMenu

extension AppLaunchConfiguration {
  /// The keys a launch may set (the UI tests' stand-ins in a Debug build only).
  static var launchKeys: [String] {
    var keys = [
      ShopConfiguration.OverrideKey.shop,
      ShopConfiguration.OverrideKey.apiKey,
      ShopConfiguration.OverrideKey.endpoint,
      ShopConfiguration.OverrideKey.homeURL,
    ]
    #if DEBUG
      keys += [
        AppLaunchConfiguration.stubKey, AppLaunchConfiguration.localPagesKey,
        AppLaunchConfiguration.teasersKey,
      ]
    #endif
    return keys
  }

  /// Launch arguments (`-SHOPMENU_SHOP mytoys`) win over the environment, then the Info.plist.
  static func app(processInfo: ProcessInfo = .processInfo, bundle: Bundle = .main)
    -> AppLaunchConfiguration
  {
    var environment = processInfo.environment
    let arguments = UserDefaults.standard.volatileDomain(forName: UserDefaults.argumentDomain)
    for key in launchKeys {
      switch arguments[key] {
      case let text as String: environment[key] = text
      case let number as NSNumber: environment[key] = number.stringValue
      default: break
      }
    }
    return AppLaunchConfiguration(
      environment: environment, infoDictionary: bundle.infoDictionary ?? [:])
  }
}
