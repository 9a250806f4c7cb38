import Foundation

#if canImport(Combine)
  import Combine
#else
  import LinuxCombine
#endif

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// The teaser images, in place of SwiftUI's remote image view (which keeps nothing when a `List`
/// recycles the row): one request per URL, kept in memory, failures remembered for a back-off;
/// ``teaser(_:)`` decides what shows. `@MainActor`, not an actor, so a recycled row reads an
/// image in memory without `await` and never flashes its placeholder.
@MainActor
public final class TeaserLoader: ObservableObject {
  /// The URL rules teasers must pass.
  public let policy: URLPolicy
  let failureBackoff: TimeInterval

  /// 8 MB: a menu's handful of JPEG teasers many times over (0: no limit, as `NSCache` has it).
  public nonisolated static var defaultMemoryLimit: Int { 8 * 1024 * 1024 }
  /// 60 s: a broken URL is asked for about once per visit of the menu.
  public nonisolated static var defaultFailureBackoff: TimeInterval { 60 }

  private let fetch: @Sendable (URLRequest) async -> TeaserResult
  private let now: () -> Date
  @Published private var unavailable: Set<URL> = []
  /// The images, each costing its byte count; `NSCache` evicts in an order of its own.
  let memory = NSCache<NSURL, NSData>()
  private var failures: [URL: (failure: TeaserFailure, at: Date)] = [:]
  private(set) var loads: [URL: Load] = [:]

  /// A loader sending its requests on `session` (the app's: ``live(policy:)``).
  public convenience init(
    policy: URLPolicy, session: URLSession = URLSession(configuration: .ephemeral),
    memoryLimit: Int = TeaserLoader.defaultMemoryLimit,
    failureBackoff: TimeInterval = TeaserLoader.defaultFailureBackoff,
    now: @escaping () -> Date = { Date() }
  ) {
    self.init(
      policy: policy, memoryLimit: memoryLimit, failureBackoff: failureBackoff, now: now,
      fetch: { request in await TeaserResponse.fetch(request, on: session) })
  }

  /// A loader that asks `fetch` for each image it has not kept.
  public init(
    policy: URLPolicy, memoryLimit: Int = TeaserLoader.defaultMemoryLimit,
    failureBackoff: TimeInterval = TeaserLoader.defaultFailureBackoff,
    now: @escaping () -> Date = { Date() },
    fetch: @escaping @Sendable (URLRequest) async -> TeaserResult
  ) {
    self.policy = policy
    self.fetch = fetch
    memory.totalCostLimit = max(0, memoryLimit)
    self.failureBackoff = failureBackoff
    self.now = now
  }

  /// `url` (also while it loads), unless refused or its last load failed.
  public func teaser(_ url: URL?) -> URL? {
    guard let url, case .success(let target) = checked(url), !unavailable.contains(target) else {
      return nil
    }
    return url
  }

  /// Asks again for a failed teaser once the back-off allows.
  public func askAgainIfDue(_ url: URL) async {
    guard case .success(let target) = checked(url), unavailable.contains(target),
      rememberedFailure(for: target) == nil
    else { return }
    _ = await image(for: url)
  }

  /// The view could not decode the bytes: a failed load.
  public func imageUnreadable(_ url: URL) {
    guard case .success(let target) = checked(url) else { return }
    memory.removeObject(forKey: target as NSURL)
    remember(.notAnImage, for: target)
  }

  /// From memory, from the load running, or from a new request.
  public func image(for url: URL) async -> TeaserResult {
    let target: URL
    switch checked(url) {
    case .failure(let failure): return .failed(failure)
    case .success(let accepted): target = accepted
    }
    if let data = memory.object(forKey: target as NSURL) { return .image(data as Data) }
    if let failure = rememberedFailure(for: target) { return .failed(failure) }
    guard !Task.isCancelled else { return .cancelled }
    let load = loads[target] ?? startLoad(target)
    let waiter = UUID()
    return await withTaskCancellationHandler {
      await withCheckedContinuation { continuation in
        load.waiters[waiter] = continuation
      }
    } onCancel: {
      Task { @MainActor in self.leave(waiter, load) }
    }
  }

  /// Asks for `urls` as a row would, but for no row: such a load is never cancelled.
  func prefetch(_ urls: [URL]) {
    for url in urls {
      Task { _ = await self.image(for: url) }
    }
  }

  private func checked(_ url: URL) -> Result<URL, TeaserFailure> {
    let scheme = (url.scheme ?? "").lowercased()
    guard scheme == "https" else { return .failure(.notHTTPS(scheme: scheme)) }
    return policy.imageURL(for: url.absoluteString).mapError { .rejected($0) }
  }

  @MainActor
  final class Load {
    let url: URL
    var task: Task<Void, Never>?
    var waiters: [UUID: CheckedContinuation<TeaserResult, Never>] = [:]

    init(url: URL) { self.url = url }
  }

  private func startLoad(_ url: URL) -> Load {
    let load = Load(url: url)
    loads[url] = load
    var request = URLRequest(url: url)
    request.setValue("image/*", forHTTPHeaderField: "Accept")
    load.task = Task {
      let result = await self.fetch(request)
      self.finish(load, with: result)
    }
    return load
  }

  /// The last caller to leave cancels the request; the next ask starts afresh.
  private func leave(_ waiter: UUID, _ load: Load) {
    guard let continuation = load.waiters.removeValue(forKey: waiter) else { return }
    continuation.resume(returning: .cancelled)
    guard load.waiters.isEmpty else { return }
    if loads[load.url] === load { loads[load.url] = nil }
    load.task?.cancel()
  }

  /// An image is kept even if every caller left; a failure only if the load is still wanted.
  private func finish(_ load: Load, with result: TeaserResult) {
    let isCurrent = loads[load.url] === load
    if isCurrent { loads[load.url] = nil }
    switch result {
    case .image(let data):
      memory.setObject(data as NSData, forKey: load.url as NSURL, cost: data.count)
      if unavailable.contains(load.url) { unavailable.remove(load.url) }
    case .failed(let failure) where isCurrent: remember(failure, for: load.url)
    case .failed, .cancelled: break
    }
    let waiters = load.waiters
    load.waiters = [:]
    for continuation in waiters.values { continuation.resume(returning: result) }
  }

  /// Kept per URL, like ``unavailable``: a menu's teasers are a handful.
  private func remember(_ failure: TeaserFailure, for url: URL) {
    failures[url] = (failure, now())
    if !unavailable.contains(url) { unavailable.insert(url) }
  }

  /// A clock set back ends the back-off rather than stretching it.
  private func rememberedFailure(for url: URL) -> TeaserFailure? {
    guard let remembered = failures[url] else { return nil }
    let elapsed = now().timeIntervalSince(remembered.at)
    return elapsed >= 0 && elapsed < failureBackoff ? remembered.failure : nil
  }
}
