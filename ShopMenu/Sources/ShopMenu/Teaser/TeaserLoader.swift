import Foundation

#if canImport(Combine)
  import Combine
#else
  import LinuxCombine
#endif

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Teaser images: one request per URL, kept in memory, a failure remembered for 60 s (SwiftUI's
/// remote image keeps no cache beyond `URLCache`: a recycled row would load again behind its
/// placeholder). `@MainActor`, so a row reads what it shows without `await`.
@MainActor
public final class TeaserLoader: ObservableObject {
  private let policy: URLPolicy
  private let now: () -> TimeInterval
  private let fetch: @Sendable (URLRequest) async -> TeaserResult
  /// `NSCache` evicts under memory pressure on its own.
  let memory = NSCache<NSURL, NSData>()
  private var loads: [URL: Task<TeaserResult, Never>] = [:]
  /// When each URL's last load failed; published, as ``teaser(_:)`` reads it.
  @Published private var failures: [URL: TimeInterval] = [:]

  /// A loader that asks `fetch` for each image it has not kept; `now` in seconds.
  public init(
    policy: URLPolicy, now: @escaping () -> TimeInterval = { Date().timeIntervalSince1970 },
    fetch: @escaping @Sendable (URLRequest) async -> TeaserResult
  ) {
    self.policy = policy
    self.now = now
    self.fetch = fetch
  }

  /// The app's loader: answers kept on disk as the server allows, in `…/Caches/ShopMenu/Teasers`.
  static func live(policy: URLPolicy) -> TeaserLoader {
    TeaserLoader(policy: policy) { await TeaserLoader.fetch($0, on: liveSession) }
  }

  /// `.image` for a 2xx answer with a body, whatever it holds: the view tells if it is no image.
  nonisolated static func fetch(_ request: URLRequest, on session: URLSession) async
    -> TeaserResult
  {
    guard let (body, response) = try? await session.data(for: request),
      let status = (response as? HTTPURLResponse)?.statusCode, (200...299).contains(status),
      !body.isEmpty
    else { return .failed }
    return .image(body)
  }

  /// `url`, while it loads and once loaded; `nil` if the policy refuses it or its last load failed.
  public func teaser(_ url: URL?) -> URL? {
    guard let url, accepts(url), failures[url] == nil else { return nil }
    return url
  }

  /// Loads `url` again if its last load failed 60 s ago or longer.
  public func askAgainIfDue(_ url: URL) async {
    guard failures[url] != nil, !backsOff(url) else { return }
    _ = await image(for: url)
  }

  /// The view could not decode the bytes: the load failed.
  public func imageUnreadable(_ url: URL) {
    memory.removeObject(forKey: url as NSURL)
    failures[url] = now()
  }

  /// The image in memory, or the answer of the one load of `url`. `.failed` without a request if
  /// the policy refuses `url` or its last load failed less than 60 s ago.
  public func image(for url: URL) async -> TeaserResult {
    guard accepts(url) else { return .failed }
    if let data = memory.object(forKey: url as NSURL) { return .image(data as Data) }
    if backsOff(url) { return .failed }
    if let load = loads[url] { return await load.value }
    let load = Task { finish(url, await fetch(URLRequest(url: url))) }
    loads[url] = load
    return await load.value
  }

  /// Loads `urls` before their rows ask.
  func prefetch(_ urls: [URL]) {
    for url in urls {
      Task { _ = await image(for: url) }
    }
  }

  /// `https` and no credentials: the policy takes `url` as it is.
  private func accepts(_ url: URL) -> Bool {
    (try? policy.imageURL(for: url.absoluteString).get()) == url
  }

  private func backsOff(_ url: URL) -> Bool {
    failures[url].map { (0..<60).contains(now() - $0) } ?? false  // a clock set back ends it
  }

  private func finish(_ url: URL, _ result: TeaserResult) -> TeaserResult {
    loads[url] = nil
    switch result {
    case .image(let data):
      memory.setObject(data as NSData, forKey: url as NSURL)
      // Every assignment redraws the rows that show teasers.
      if failures[url] != nil { failures[url] = nil }
    case .failed: failures[url] = now()
    case .cancelled: break
    }
    return result
  }
}

/// On disk only: the loader keeps the images in memory. `URLCache` stores an answer only up to
/// about 5 % of its disk capacity, hence 50 MB.
private let liveSession: URLSession = {
  let directory = MenuDiskCache.standardDirectory().appendingPathComponent(
    "Teasers", isDirectory: true)
  let configuration = URLSessionConfiguration.default
  #if canImport(FoundationNetworking)
    configuration.urlCache = URLCache(
      memoryCapacity: 0, diskCapacity: 50 * 1024 * 1024, diskPath: directory.path)
  #else
    configuration.urlCache = URLCache(
      memoryCapacity: 0, diskCapacity: 50 * 1024 * 1024, directory: directory)
  #endif
  return URLSession(configuration: configuration)
}()
