import Foundation

/// Everything that differs between the shops the app serves.
public struct ShopConfiguration: Sendable, Hashable, Identifiable {
  public enum Shop: String, Sendable, Hashable, CaseIterable, Codable {
    case bonprix
    case mytoys
  }

  public let id: Shop
  /// The name shown in the navigation bar.
  var displayName: String
  /// The page the web view opens on launch.
  var homeURL: URL
  /// `GET` returns the navigation feed.
  var navigationEndpoint: URL
  /// Hosts that open inside the app; each covers its subdomains.
  var shopHosts: [String]
  /// Sent as `x-api-key`; never logged.
  var apiKey = APIKey.challengeDefault
  /// Whether the top level's categories are photos (bonprix's feed has teasers, myToys' none).
  public var showsTeaserRows = false

  /// The URL rules for this shop.
  public var urlPolicy: URLPolicy { URLPolicy(shopHosts: shopHosts, baseURL: homeURL) }

  /// bonprix, the default.
  public static let bonprix = ShopConfiguration(
    id: .bonprix,
    displayName: "bonprix",
    homeURL: URL(string: "https://www.bonprix.de/")!,
    navigationEndpoint: URL(string: "https://codechallenge.mobilelab.io/v1/bonprix/navigation")!,
    shopHosts: ["bonprix.de"],
    showsTeaserRows: true
  )

  public static let mytoys = ShopConfiguration(
    id: .mytoys,
    displayName: "myToys",
    homeURL: URL(string: "https://www.mytoys.de/")!,
    navigationEndpoint: URL(string: "https://codechallenge.mobilelab.io/v1/mytoys/navigation")!,
    shopHosts: ["mytoys.de"]
  )

  /// The built-in configuration of a shop.
  static func standard(_ shop: Shop) -> ShopConfiguration {
    switch shop {
    case .bonprix: return .bonprix
    case .mytoys: return .mytoys
    }
  }

  /// Keys read by ``resolved(shop:overrides:)``, from the environment or the app's Info.plist.
  public enum OverrideKey {
    /// `bonprix` or `mytoys`.
    public static let shop = "SHOPMENU_SHOP"
    /// Replaces the built-in API key.
    public static let apiKey = "SHOPMENU_API_KEY"
    /// Replaces the navigation endpoint (must be `https`, or `http` on a loopback host).
    public static let endpoint = "SHOPMENU_ENDPOINT"
    /// Replaces the home page (must be `https`, or `http` on a loopback host).
    public static let homeURL = "SHOPMENU_HOME_URL"
  }

  /// `shop` (else the overrides', else bonprix) with the usable, non-empty overrides applied.
  public static func resolved(shop: Shop? = nil, overrides: [String: String]) -> ShopConfiguration {
    let value = { (key: String) -> String? in
      guard let text = overrides[key]?.trimmingCharacters(in: .whitespacesAndNewlines),
        !text.isEmpty, !text.hasPrefix("$(")
      else { return nil }
      return text
    }
    let chosen =
      shop ?? value(OverrideKey.shop).flatMap { Shop(rawValue: $0.lowercased()) } ?? .bonprix
    var configuration = standard(chosen)
    if let key = value(OverrideKey.apiKey) { configuration.apiKey = APIKey(key) }
    configuration.navigationEndpoint =
      value(OverrideKey.endpoint).flatMap(acceptableOverrideURL) ?? configuration.navigationEndpoint
    configuration.homeURL =
      value(OverrideKey.homeURL).flatMap(acceptableOverrideURL) ?? configuration.homeURL
    return configuration
  }

  /// An `https` URL as ``URLPolicy`` accepts it (alike on every OS), or `http` on a loopback host.
  static func acceptableOverrideURL(_ text: String) -> URL? {
    if text.lowercased().hasPrefix("https:"),
      case .success(let destination) = URLPolicy(shopHosts: []).destination(for: text)
    {
      return destination.url
    }
    guard let url = URL(string: text), url.scheme?.lowercased() == "http", let host = url.host,
      isLoopback(host)
    else { return nil }
    return url
  }

  static func isLoopback(_ host: String) -> Bool {
    let host = host.lowercased().trimmingCharacters(in: CharacterSet(charactersIn: "[]"))
    if host == "localhost" || host == "::1" { return true }
    let octets = host.split(separator: ".", omittingEmptySubsequences: false)
    return octets.count == 4 && octets[0] == "127" && octets.allSatisfy { UInt8($0) != nil }
  }
}

/// The navigation API's key, redacted in its description so it cannot end up in a log.
struct APIKey: Sendable, Hashable, CustomStringConvertible, CustomDebugStringConvertible {
  /// The key itself, for the request header only.
  let value: String

  init(_ value: String) { self.value = value }

  /// The key from the coding challenge's brief; the only place it is written down.
  static let challengeDefault = APIKey("N8Nx0OwOvo1iuN2ZkFHZlyVKBVgoIcy4tUHMppO5")

  var description: String { "APIKey(redacted, \(value.count) characters)" }
  var debugDescription: String { description }
}
