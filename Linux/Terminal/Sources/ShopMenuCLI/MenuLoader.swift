import Foundation
import ShopMenu

/// What `shopmenu` needs from the world; tests replace the network, the bundled snapshots and
/// the clock.
public struct CLIDependencies: Sendable {
  /// The process environment (`SHOPMENU_API_KEY`, `NO_COLOR`).
  public var environment: [String: String]
  /// Makes the network client for a shop configuration (its endpoint and key already chosen).
  public var makeClient: @Sendable (_ shop: ShopConfiguration, _ timeout: Double) -> MenuClient
  /// The bundled snapshot of a shop's feed.
  public var bundled: @Sendable (_ shop: ShopConfiguration.Shop) -> Data?
  /// The cache folder used when `--cache-dir` is not given.
  public var standardCacheDirectory: @Sendable () -> URL
  /// The clock.
  public var now: @Sendable () -> Date

  /// Creates dependencies.
  public init(
    environment: [String: String],
    makeClient: @escaping @Sendable (_ shop: ShopConfiguration, _ timeout: Double) -> MenuClient,
    bundled: @escaping @Sendable (_ shop: ShopConfiguration.Shop) -> Data? = {
      BundledMenu.data(for: $0)
    },
    standardCacheDirectory: @escaping @Sendable () -> URL = { MenuDiskCache.standardDirectory() },
    now: @escaping @Sendable () -> Date = { Date() }
  ) {
    self.environment = environment
    self.makeClient = makeClient
    self.bundled = bundled
    self.standardCacheDirectory = standardCacheDirectory
    self.now = now
  }

  /// The real network, bundle, cache folder and clock.
  public static func live(environment: [String: String]) -> CLIDependencies {
    CLIDependencies(
      environment: environment,
      makeClient: { shop, timeout in
        LiveClient.make(shop: shop, timeout: timeout)
      })
  }
}

/// A menu failure that leaves nothing to show: exit code 3, one sentence on stderr.
struct NoMenuError: Error, CustomStringConvertible {
  let description: String
  init(_ sentence: String) { description = sentence }
}

/// A menu ready for a command, with the story of where it came from.
struct LoadedMenu {
  /// The shop whose menu it is (for `--file` without `--shop`: the shop of the feed's format).
  let shop: ShopConfiguration
  /// The menu and its source.
  let snapshot: MenuSnapshot
  /// Where exactly: the file's path, the endpoint, the cache file.
  let location: String?
  /// When the feed was fetched (network, cache) or last modified (file); `nil` for bundled.
  let date: Date?
  /// Why the network was not used when it was asked, if it failed.
  let networkFailure: String?
  /// The repository behind the menu (nil for `--file`), for refreshes.
  let repository: MenuRepository?

  var menu: Menu { snapshot.menu }
}

/// Finds the menu the command line asks for: `--file`; `--offline` (cache, then bundled); or
/// the network, then cache, then bundled.
struct MenuLoader {
  let invocation: Invocation
  let dependencies: CLIDependencies
  let command: Invocation.Command

  /// The shop's configuration with the key from `SHOPMENU_API_KEY` and `--endpoint`.
  func configuration(for shop: ShopConfiguration.Shop) -> ShopConfiguration {
    let key = ShopConfiguration.OverrideKey.apiKey
    var configuration = ShopConfiguration.resolved(
      shop: shop, overrides: dependencies.environment[key].map { [key: $0] } ?? [:])
    if case .automatic(let endpoint?) = invocation.source {
      configuration.navigationEndpoint = endpoint
    }
    return configuration
  }

  var timeout: Double { invocation.timeout ?? Invocation.defaultTimeout(for: command) }

  /// `--cache-dir`, else the standard folder; with `--endpoint`, a folder of that endpoint's own
  /// inside it, so that a test or staging server never replaces the shop's cached menu.
  var cacheDirectory: URL {
    if let path = invocation.cacheDirectory { return URL(fileURLWithPath: path, isDirectory: true) }
    let standard = dependencies.standardCacheDirectory()
    guard case .automatic(let endpoint?) = invocation.source else { return standard }
    return standard.appendingPathComponent("endpoints", isDirectory: true)
      .appendingPathComponent(Self.folderName(for: endpoint), isDirectory: true)
  }

  /// `127.0.0.1-8765-1a2b3c…`: the host, the port and a hash of the whole URL.
  static func folderName(for endpoint: URL) -> String {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in endpoint.absoluteString.utf8 {
      hash ^= UInt64(byte)
      hash = hash &* 0x100_0000_01b3
    }
    let host = (endpoint.host ?? "endpoint").filter { $0.isLetter || $0.isNumber || $0 == "." }
    let port = endpoint.port.map { "-\($0)" } ?? ""
    return "\(host.prefix(64))\(port)-\(String(hash, radix: 16))"
  }

  /// Whether a network failure may fall back to the cache or the bundled snapshot. `validate`
  /// checks the API's contract, so it never does: it checks what the API returned, or fails.
  var fallsBack: Bool { command != .validate }

  /// A repository for the shop on the configured network client (or none, offline).
  ///
  /// With `conditional` false the request carries no validators, so the API sends the whole
  /// feed (a `304` then is a broken contract, ``MenuAPIError/unexpectedStatus(_:)``).
  func repository(
    for shop: ShopConfiguration, network: Bool, conditional: Bool = true
  ) -> MenuRepository {
    var client: MenuClient =
      network
      ? dependencies.makeClient(shop, timeout).limited(to: timeout)
      : .failing(.offline)
    if !conditional {
      let base = client
      client = MenuClient { _ in
        let response = try await base.fetch(nil)
        if case .notModified = response { throw MenuAPIError.unexpectedStatus(304) }
        return response
      }
    }
    let bundled = dependencies.bundled
    let id = shop.id
    return MenuRepository(
      shop: shop, client: client, cache: MenuDiskCache(directory: cacheDirectory),
      bundled: { bundled(id) }, now: dependencies.now)
  }

  // MARK: - Loading

  /// Loads the menu, reporting progress through `spinner`.
  func load(spinner: (String) -> Spinner) async throws -> LoadedMenu {
    switch invocation.source {
    case .file(let path):
      return try loadFile(path)
    case .offline:
      let shop = configuration(for: invocation.shop ?? .bonprix)
      let repository = repository(for: shop, network: false)
      guard let snapshot = await repository.cachedSnapshot() else {
        throw NoMenuError(
          "No \(shop.displayName) menu is available offline: there is no cached menu in "
            + "\(cacheDirectory.path) and no bundled snapshot.")
      }
      return describe(snapshot, shop: shop, networkFailure: nil, repository: repository)
    case .automatic:
      let shop = configuration(for: invocation.shop ?? .bonprix)
      let repository = repository(for: shop, network: true, conditional: fallsBack)
      let indicator = spinner("Loading the \(shop.displayName) menu…")
      do {
        let snapshot = try await repository.refresh()
        indicator.stop()
        return describe(snapshot, shop: shop, networkFailure: nil, repository: repository)
      } catch {
        indicator.stop()
        guard fallsBack else { throw Self.apiFailure(error, shop: shop) }
        let reason = "\(error)"
        guard let snapshot = await repository.cachedSnapshot() else {
          throw NoMenuError(
            "Could not load the \(shop.displayName) menu from the network "
              + "(\(reason.trimmingCharacters(in: CharacterSet(charactersIn: ".")))), and there "
              + "is no cached or bundled menu.")
        }
        return describe(snapshot, shop: shop, networkFailure: reason, repository: repository)
      }
    }
  }

  /// Why a command that never falls back (`validate`) has no menu: the API could not be reached,
  /// or what it sent is not a usable feed; and that nothing else was used instead.
  static func apiFailure(_ error: Error, shop: ShopConfiguration) -> NoMenuError {
    let api = "the \(shop.displayName) menu API at \(shop.navigationEndpoint.absoluteString)"
    let what: String
    switch error as? MenuLoadError {
    case .network(.offline)?, .network(.timedOut)?, .network(.transport)?:
      what = "Could not reach \(api): \(error)"
    case .feed?:
      what = "What \(api) sent is not a usable menu feed: \(error)"
    default:
      what = "\(api.prefix(1).uppercased())\(api.dropFirst()) did not send a menu: \(error)"
    }
    return NoMenuError(
      what + " Nothing was validated; validate never falls back to the cached or bundled menu "
        + "(use --offline or --file PATH to check those).")
  }

  /// A snapshot from the repository, with where exactly it came from.
  func describe(
    _ snapshot: MenuSnapshot, shop: ShopConfiguration, networkFailure: String?,
    repository: MenuRepository? = nil
  ) -> LoadedMenu {
    let location: String?
    switch snapshot.source {
    case .network: location = shop.navigationEndpoint.absoluteString
    case .disk: location = MenuDiskCache(directory: cacheDirectory).fileURL(for: shop.id).path
    case .bundled, .file: location = nil
    }
    return LoadedMenu(
      shop: shop, snapshot: snapshot, location: location, date: snapshot.fetchedAt,
      networkFailure: networkFailure, repository: repository)
  }
}
