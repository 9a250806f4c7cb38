import Foundation

/// Memory, disk, bundled, then the network (stale-while-revalidate); refreshes share a request.
public actor MenuRepository {
  private let shop: ShopConfiguration
  private let client: MenuClient
  private let cache: MenuDiskCache?
  private let bundled: @Sendable () -> Data?
  private let decoder: FeedDecoder
  private let now: @Sendable () -> Date

  private var current: MenuSnapshot?
  /// The feed `current` was decoded from; `nil` for the bundled copy.
  private var feed: CachedFeed?
  private var inFlight: Task<MenuSnapshot, Error>?

  /// Creates a repository; `bundled` defaults to ``BundledMenu/data(for:)``.
  public init(
    shop: ShopConfiguration,
    client: MenuClient,
    cache: MenuDiskCache?,
    bundled: (@Sendable () -> Data?)? = nil,
    limits: FeedDecoder.Limits = .standard,
    now: @escaping @Sendable () -> Date = { Date() }
  ) {
    self.shop = shop
    self.client = client
    self.cache = cache
    self.bundled = bundled ?? { BundledMenu.data(for: shop.id) }
    self.decoder = FeedDecoder(shop: shop, limits: limits)
    self.now = now
  }

  /// Memory, disk (an undecodable file is removed), then bundled.
  public func cachedSnapshot() -> MenuSnapshot? {
    if let current { return current }
    if let cache, let saved = cache.load(shop.id) {
      if let menu = try? decoder.decode(saved.data) {
        feed = saved
        current = MenuSnapshot(menu: menu, source: .disk, fetchedAt: saved.fetchedAt)
        return current
      }
      try? FileManager.default.removeItem(at: cache.fileURL(for: shop.id))
    }
    if let data = bundled(), let menu = try? decoder.decode(data) {
      current = MenuSnapshot(menu: menu, source: .bundled, fetchedAt: nil)
    }
    return current
  }

  /// - Throws: ``MenuLoadError``; the current menu is then unchanged.
  public func refresh() async throws -> MenuSnapshot {
    if let inFlight { return try await inFlight.value }
    let task = Task { try await self.performRefresh() }
    inFlight = task
    defer { inFlight = nil }
    return try await task.value
  }

  private func performRefresh() async throws -> MenuSnapshot {
    _ = cachedSnapshot()
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
