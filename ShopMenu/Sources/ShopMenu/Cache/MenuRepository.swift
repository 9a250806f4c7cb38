import Foundation

/// Memory, disk, bundled, then the network (stale-while-revalidate); refreshes share a request.
public actor MenuRepository {
  private let shop: ShopConfiguration
  private let client: MenuClient
  private let cache: MenuDiskCache?
  private let bundled: @Sendable () -> Data?
  private let decoder: FeedDecoder
  private let now: @Sendable () -> Date

  private var current: Held?
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

  private struct Held {
    var snapshot: MenuSnapshot
    var validators: CacheValidators
    var data: Data?
  }

  /// Memory, disk (an undecodable file is removed), then bundled.
  public func cachedSnapshot() -> MenuSnapshot? {
    if let current { return current.snapshot }
    if let cache, let feed = cache.load(shop.id) {
      if let menu = try? decoder.decode(feed.data) {
        let snapshot = MenuSnapshot(menu: menu, source: .disk, fetchedAt: feed.fetchedAt)
        current = Held(snapshot: snapshot, validators: feed.validators, data: feed.data)
        return snapshot
      }
      cache.remove(shop.id)
    }
    if let data = bundled(), let menu = try? decoder.decode(data) {
      let snapshot = MenuSnapshot(menu: menu, source: .bundled, fetchedAt: nil)
      current = Held(snapshot: snapshot, validators: CacheValidators(), data: nil)
      return snapshot
    }
    return nil
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
    let validators = current?.snapshot.source == .bundled ? nil : current?.validators
    let response: FetchResponse
    do {
      response = try await client.fetch(validators?.isEmpty == false ? validators : nil)
    } catch {
      let reason = error is CancellationError ? "the request was cancelled" : "\(error)"
      throw MenuLoadError.network(error as? MenuAPIError ?? .transport(reason: reason))
    }
    let fetchedAt = now()
    let fetched: Held
    switch response {
    case .notModified:
      guard let held = current else { throw MenuLoadError.network(.unexpectedStatus(304)) }
      fetched = Held(
        snapshot: MenuSnapshot(menu: held.snapshot.menu, source: .network, fetchedAt: fetchedAt),
        validators: held.validators, data: held.data)
    case .modified(let data, let newValidators):
      let menu: Menu
      do {
        menu = try decoder.decode(data)
      } catch {
        throw MenuLoadError.feed(error as? FeedError ?? .notJSON(reason: "\(error)"))
      }
      fetched = Held(
        snapshot: MenuSnapshot(menu: menu, source: .network, fetchedAt: fetchedAt),
        validators: newValidators, data: data)
    }
    current = fetched
    if let data = fetched.data {
      try? cache?.save(
        CachedFeed(shop: shop.id, data: data, validators: fetched.validators, fetchedAt: fetchedAt))
    }
    return fetched.snapshot
  }
}
