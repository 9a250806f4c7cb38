import Foundation

/// The shop, its key, and (Debug builds only) the UI tests' stand-ins for network and web.
public struct AppLaunchConfiguration: Sendable, Equatable {
  /// The shop, with key and endpoint overrides applied.
  public var shop: ShopConfiguration

  #if DEBUG
    /// Stand-ins for the navigation API, for UI tests.
    public enum Stub: String, Sendable, Equatable {
      /// Serve the bundled feed, as if from the network.
      case feed
      /// Every request fails as if offline.
      case failure
      /// The first request fails as if offline.
      case failureOnce = "failure-once"
      /// The launch's and the menu's requests fail, so Retry shows (and then succeeds).
      case failureTwice = "failure-twice"

      var failuresBeforeFeed: Int? {
        switch self {
        case .feed: return 0
        case .failure: return nil
        case .failureOnce: return 1
        case .failureTwice: return 2
        }
      }

      /// Fails as if offline `failuresBeforeFeed` times (or always), then serves the bundled feed.
      func client(for shop: ShopConfiguration) -> MenuClient {
        guard let failures = failuresBeforeFeed else { return .failing(.offline) }
        let attempts = AttemptCounter()
        return MenuClient { _ in
          guard await attempts.next() > failures, let data = BundledMenu.data(for: shop.id) else {
            throw MenuAPIError.offline
          }
          return .modified(data, CacheValidators())
        }
      }
    }

    /// A ``Stub`` raw value.
    public static let stubKey = "SHOPMENU_UITEST_STUB"
    /// `1`: local placeholder pages (`placeholderHTML(for:)`).
    public static let localPagesKey = "SHOPMENU_LOCAL_PAGES"
    /// `missing`: with a stub, every teaser image fails to load.
    public static let teasersKey = "SHOPMENU_UITEST_TEASERS"

    /// The API stand-in, or `nil` for the real API.
    public var stub: Stub?
    /// Whether the web view shows local placeholder pages.
    public var rendersPagesLocally: Bool
    /// With a stub: whether the teaser images load or all fail.
    public var servesTeaserImages: Bool

    /// A launch of `shop`; in Debug, optionally against a stub and with local pages.
    public init(
      shop: ShopConfiguration, stub: Stub? = nil, rendersPagesLocally: Bool = false,
      servesTeaserImages: Bool = true
    ) {
      self.shop = shop
      self.stub = stub
      self.rendersPagesLocally = rendersPagesLocally
      self.servesTeaserImages = servesTeaserImages
    }
  #else
    /// Never in a Release build.
    public var rendersPagesLocally: Bool { false }

    /// A launch of `shop` against its real server and pages.
    public init(shop: ShopConfiguration) { self.shop = shop }
  #endif

  /// Environment values win over Info.plist values.
  public init(environment: [String: String], infoDictionary: [String: Any]) {
    var values = infoDictionary.compactMapValues { $0 as? String }
    values.merge(environment) { _, new in new }
    self.init(shop: ShopConfiguration.resolved(overrides: values))
    #if DEBUG
      stub = values[Self.stubKey].flatMap(Stub.init(rawValue:))
      rendersPagesLocally = values[Self.localPagesKey] == "1"
      servesTeaserImages = values[Self.teasersKey] != "missing"
    #endif
  }

  func makeRepository() -> MenuRepository {
    #if DEBUG
      if let stub {
        return MenuRepository(
          shop: shop, client: stub.client(for: shop), cache: nil, bundled: { nil })
      }
    #endif
    return MenuRepository(
      shop: shop, client: .live(shop: shop),
      cache: MenuDiskCache(directory: MenuDiskCache.standardDirectory()))
  }

  @MainActor
  func makeTeaserLoader() -> TeaserLoader {
    #if DEBUG
      if stub != nil {
        return .standIn(policy: shop.urlPolicy, servesImages: servesTeaserImages)
      }
    #endif
    return .live(policy: shop.urlPolicy)
  }

  static func placeholderHTML(for url: URL) -> String {
    let text = url.absoluteString
      .replacingOccurrences(of: "&", with: "&amp;")
      .replacingOccurrences(of: "<", with: "&lt;")
      .replacingOccurrences(of: ">", with: "&gt;")
      .replacingOccurrences(of: "\"", with: "&quot;")
    return """
      <!doctype html><html><head><meta charset="utf-8">\
      <meta name="viewport" content="width=device-width, initial-scale=1">\
      <title>\(text)</title></head>\
      <body><h1 id="page-url">\(text)</h1></body></html>
      """
  }
}

#if DEBUG
  private actor AttemptCounter {
    private var count = 0

    func next() -> Int {
      count += 1
      return count
    }
  }
#endif

extension ShopAppModel {
  /// The model for a launch.
  public convenience init(launch: AppLaunchConfiguration) {
    self.init(shop: launch.shop, repository: launch.makeRepository())
    teasers = launch.makeTeaserLoader()
    browser.pageAddressing = launch.rendersPagesLocally ? .local : .direct
  }
}
