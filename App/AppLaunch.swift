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
