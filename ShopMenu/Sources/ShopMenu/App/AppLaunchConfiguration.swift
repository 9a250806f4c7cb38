import Foundation

/// How the app was launched: which shop, which key, and whether UI tests asked for the network
/// and the web to be replaced by local stand-ins.
///
/// Values come from the process environment (schemes, UI tests) first, then the app's
/// Info.plist (filled from an `.xcconfig`). Keys: ``ShopConfiguration/OverrideKey`` and, in a
/// Debug build only, the UI tests' switches `stubKey` and `localPagesKey`: a Release build has
/// neither the switches nor the stand-ins they select.
public struct AppLaunchConfiguration: Sendable, Equatable {
  #if DEBUG
    /// Stand-ins for the navigation API, for UI tests (Debug builds only).
    public enum Stub: String, Sendable, Equatable {
      /// Serve the bundled snapshot, as if from the network.
      case feed
      /// Every request fails as if offline (and there is nothing bundled or cached).
      case failure
      /// The first request fails as if offline, the next ones serve the bundled snapshot.
      case failureOnce = "failure-once"
      /// The first two requests fail as if offline (the launch's and the one opening the menu
      /// starts), so the failed state and its Retry button show; Retry then succeeds.
      case failureTwice = "failure-twice"

      /// How many requests fail before the feed is served (`nil`: all of them).
      var failuresBeforeFeed: Int? {
        switch self {
        case .feed: return 0
        case .failure: return nil
        case .failureOnce: return 1
        case .failureTwice: return 2
        }
      }
    }

    /// `feed`, `failure` or `failure-once`: replace the API (see ``Stub``).
    public static let stubKey = "SHOPMENU_UITEST_STUB"
    /// `1`: render a local placeholder instead of fetching pages (see ``placeholderHTML(for:)``).
    public static let localPagesKey = "SHOPMENU_LOCAL_PAGES"
    /// `missing`: with ``stubKey``, every teaser image fails to load; otherwise each loads the
    /// stand-in's image (``TeaserLoader/standIn(policy:servesImages:)``).
    public static let teasersKey = "SHOPMENU_UITEST_TEASERS"
  #endif

  /// The shop, with key and endpoint overrides applied.
  public var shop: ShopConfiguration
  #if DEBUG
    /// The API stand-in, or `nil` for the real API.
    public var stub: Stub?
    /// Whether the web view shows local placeholder pages instead of the web.
    public var rendersPagesLocally: Bool
    /// With a stub: whether the teaser images load (the stand-in's image) or all fail.
    public var servesTeaserImages: Bool
  #else
    /// Whether the web view shows local placeholder pages: never in a Release build.
    public var rendersPagesLocally: Bool { false }
  #endif

  #if DEBUG
    /// Creates a configuration.
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
    /// Creates a configuration.
    public init(shop: ShopConfiguration) {
      self.shop = shop
    }
  #endif

  /// Reads the configuration: environment values win over Info.plist values.
  public init(environment: [String: String], infoDictionary: [String: Any]) {
    var values: [String: String] = [:]
    for (key, value) in infoDictionary {
      if let text = value as? String { values[key] = text }
    }
    values.merge(environment) { _, new in new }
    self.init(shop: ShopConfiguration.resolved(overrides: values))
    #if DEBUG
      stub = values[Self.stubKey].flatMap(Stub.init(rawValue:))
      rendersPagesLocally = values[Self.localPagesKey] == "1"
      servesTeaserImages = values[Self.teasersKey] != "missing"
    #endif
  }

  /// Whether the API is replaced by a stand-in: never in a Release build.
  private var isStubbed: Bool {
    #if DEBUG
      return stub != nil
    #else
      return false
    #endif
  }

  // MARK: - Wiring

  /// The menu client this launch uses.
  public func makeClient() -> MenuClient {
    #if DEBUG
      if let stub { return Self.stubbedClient(stub, shopID: shop.id) }
    #endif
    return .live(shop: shop)
  }

  #if DEBUG
    /// The stand-in client: fails as many times as the stub says, then serves the bundled feed.
    private static func stubbedClient(_ stub: Stub, shopID: ShopConfiguration.Shop) -> MenuClient {
      guard let failures = stub.failuresBeforeFeed else { return .failing(.offline) }
      let attempts = AttemptCounter()
      return MenuClient { _ in
        guard attempts.next() > failures, let data = BundledMenu.data(for: shopID) else {
          throw MenuAPIError.offline
        }
        return .modified(data, CacheValidators())
      }
    }
  #endif

  /// The repository this launch uses: with a stub, no disk cache and no bundled fallback, so a
  /// UI test sees exactly what the stub serves.
  public func makeRepository() -> MenuRepository {
    if isStubbed {
      return MenuRepository(shop: shop, client: makeClient(), cache: nil, bundled: { nil })
    }
    return MenuRepository(
      shop: shop, client: makeClient(),
      cache: MenuDiskCache(directory: MenuDiskCache.standardDirectory()))
  }

  /// The teaser loader this launch uses: with a stub, the stand-in that never reaches the
  /// network (as for the menu); otherwise the live one, whose teasers stay on disk between
  /// launches.
  @MainActor
  public func makeTeaserLoader() -> TeaserLoader {
    #if DEBUG
      if stub != nil {
        return .standIn(policy: shop.urlPolicy, servesImages: servesTeaserImages)
      }
    #endif
    return .live(policy: shop.urlPolicy)
  }

  /// A local page that stands in for `url`: its title and URL, for UI tests to read.
  public static func placeholderHTML(for url: URL) -> String {
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
  /// Counts calls from any thread.
  private final class AttemptCounter: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0

    func next() -> Int {
      lock.lock()
      defer { lock.unlock() }
      count += 1
      return count
    }
  }
#endif

extension ShopAppModel {
  /// The model for a launch: its shop, client, repository and teaser loader.
  public convenience init(launch: AppLaunchConfiguration) {
    self.init(shop: launch.shop, repository: launch.makeRepository())
    teasers = launch.makeTeaserLoader()
    browser.pageAddressing = launch.rendersPagesLocally ? .local : .direct
  }
}
