import Foundation

#if canImport(Combine)
  import Combine
#else
  import LinuxCombine
#endif

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// The teaser images. SwiftUI's remote image view keeps no cache of its own beyond `URLCache`,
/// so a recycled row would load again behind its placeholder; this loader sends one request per
/// URL, keeps the images in memory and remembers a failure for 60 s. `@MainActor`, so a row
/// reads what it shows without `await`.
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
    guard let failed = failures[url] else { return false }
    return (0..<60).contains(now() - failed)  // a clock set back ends the back-off
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
