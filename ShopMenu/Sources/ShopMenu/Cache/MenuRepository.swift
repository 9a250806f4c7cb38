import Foundation

/// Where the menu comes from: the network, the last good feed saved on this device, or the copy
/// bundled with the app. ``ShopAppModel`` decides when to ask.
public actor MenuRepository {
  private let shop: ShopConfiguration
  private let client: MenuClient
  private let cache: MenuDiskCache?
  private let bundled: @Sendable () -> Data?
  private let decoder: FeedDecoder
  private let now: @Sendable () -> Date

  private var current: MenuSnapshot?
  /// The feed `current` was decoded from: its validators make the next request conditional.
  private var feed: CachedFeed?

  /// A repository that saves nothing on this device; `bundled` defaults to
  /// ``BundledMenu/data(for:)``.
  public init(shop: ShopConfiguration, client: MenuClient, bundled: (@Sendable () -> Data?)? = nil)
  {
    self.init(shop: shop, client: client, cache: nil, bundled: bundled)
  }

  init(
    shop: ShopConfiguration, client: MenuClient, cache: MenuDiskCache?,
    bundled: (@Sendable () -> Data?)? = nil, limits: FeedDecoder.Limits = .standard,
    now: @escaping @Sendable () -> Date = { Date() }
  ) {
    self.shop = shop
    self.client = client
    self.cache = cache
    self.bundled = bundled ?? { BundledMenu.data(for: shop.id) }
    self.decoder = FeedDecoder(shop: shop, limits: limits)
    self.now = now
  }

  /// The menu fetched last, else the one saved on this device (an undecodable file is removed).
  func savedSnapshot() -> MenuSnapshot? {
    if let current { return current }
    guard let cache, let saved = cache.load(shop.id) else { return nil }
    guard let menu = try? decoder.decode(saved.data) else {
      try? FileManager.default.removeItem(at: cache.fileURL(for: shop.id))
      return nil
    }
    feed = saved
    current = MenuSnapshot(menu: menu, source: .disk, fetchedAt: saved.fetchedAt)
    return current
  }

  /// The copy bundled with the app, the last resort.
  func bundledSnapshot() -> MenuSnapshot? {
    guard let data = bundled(), let menu = try? decoder.decode(data) else { return nil }
    return MenuSnapshot(menu: menu, source: .bundled, fetchedAt: nil)
  }

  /// Fetches the menu (conditionally, when one was saved) and saves it.
  /// - Throws: ``MenuLoadError``; the saved menu is then unchanged.
  func refresh() async throws -> MenuSnapshot {
    _ = savedSnapshot()
    let validators = feed?.validators
    let response: FetchResponse
    do {
      response = try await client.fetch(validators?.isEmpty == false ? validators : nil)
    } catch {
      let reason = error is CancellationError ? "the request was cancelled" : "\(error)"
      throw MenuLoadError.network(error as? MenuAPIError ?? .transport(reason: reason))
    }
    let fetchedAt = now()
    let menu: Menu
    switch response {
    case .notModified:
      guard let current else { throw MenuLoadError.network(.unexpectedStatus(304)) }
      menu = current.menu
      feed?.fetchedAt = fetchedAt
    case .modified(let data, let newValidators):
      do {
        menu = try decoder.decode(data)
      } catch {
        throw MenuLoadError.feed(error as? FeedError ?? .notJSON(reason: "\(error)"))
      }
      feed = CachedFeed(shop: shop.id, data: data, validators: newValidators, fetchedAt: fetchedAt)
    }
    let snapshot = MenuSnapshot(menu: menu, source: .network, fetchedAt: fetchedAt)
    current = snapshot
    if let feed { try? cache?.save(feed) }
    return snapshot
  }
}
