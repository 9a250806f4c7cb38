import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Loads the menu's teaser images for the rows that show them, in place of SwiftUI's remote image
/// view (which keeps nothing in memory and drops its load whenever a `List` recycles the row).
///
/// A row calls ``image(for:)`` from `.task(id: url)` and shows what it answers:
/// - **One load per URL.** However many rows ask for a URL at once, one request is sent; every
///   caller gets its answer.
/// - **Memory first.** Loaded images are kept in memory up to `memoryLimit` bytes, least
///   recently used dropped first; ``cachedImage(for:)`` answers synchronously, so a row that
///   reappears shows its image in its first frame. Beneath, the session's `URLCache` keeps them
///   on disk (`makeLiveSession(cacheDirectory:)`).
/// - **Cancellation is not failure.** A caller whose task is cancelled (the row disappeared)
///   gets ``TeaserResult/cancelled`` at once; the load goes on for the others. When the last
///   caller leaves, the request is cancelled and forgotten: the next row that asks starts a new
///   one, and nothing is remembered against the URL.
/// - **Failures back off.** An HTTP error, a transport error, or a body that is empty or no
///   image is remembered for `failureBackoff`: asking again meanwhile answers the failure
///   without a request, so a broken URL costs one request per back-off, not one per scroll.
/// - **Policy.** Only `https` URLs that the shop's ``URLPolicy/imageURL(for:)`` accepts are
///   requested; anything else fails at once (``TeaserFailure/notHTTPS(scheme:)``,
///   ``TeaserFailure/rejected(_:)``), without a request and without being remembered.
/// - **What is shown.** ``teaser(_:)`` decides whether a row or a header shows its teaser: yes
///   while it loads and once it has loaded; no once it could not be had, until a later load
///   succeeds (``askAgainIfDue(_:)`` asks when the back-off allows). It publishes each change
///   (`ObservableObject`), so the views that show teasers are drawn again.
///
/// It is a `@MainActor` class rather than an actor: its only callers are views, which run on the
/// main actor, and being there lets ``cachedImage(for:)`` answer without `await`, so a recycled
/// row never flashes its placeholder for a frame. Its own work on the main actor is a dictionary
/// look-up per call; the request and the wait for it run off the main actor.
@MainActor
public final class TeaserLoader: ObservableObject {
  /// The URL rules teasers must pass.
  public let policy: URLPolicy
  /// How long a failed URL is answered with its failure, without a request.
  let failureBackoff: TimeInterval
  /// The most image bytes kept in memory.
  var memoryLimit: Int { memory.limit }

  /// 8 MB: a menu has a handful of teasers (the bundled bonprix feed has one), each typically
  /// tens to a few hundred KB as a JPEG, so this keeps them all many times over, and stays
  /// small next to the decoded bitmaps the rows hold (a phone-wide teaser is some 2 MB).
  public nonisolated static var defaultMemoryLimit: Int { 8 * 1024 * 1024 }
  /// 60 s: longer than a scroll up and down a menu level, so a broken URL is asked for about
  /// once per visit of the menu; short enough that images come back soon after the network does.
  public nonisolated static var defaultFailureBackoff: TimeInterval { 60 }

  private let fetch: @Sendable (URLRequest) async -> TeaserResult
  private let now: () -> Date
  /// The URLs whose image could not be had: their rows and headers are drawn without it.
  @Published private var unavailable: Set<URL> = []
  private var memory: TeaserMemoryCache
  private var failures: [URL: RememberedFailure] = [:]
  private var loads: [URL: Load] = [:]
  private var lastWaiterID = 0
  /// Tests: called whenever a caller starts waiting for the load of a URL.
  var didAddWaiter: ((URL) -> Void)?

  /// Creates a loader.
  ///
  /// - Parameters:
  ///   - policy: the shop's URL rules.
  ///   - session: sends the requests. The app's is `makeLiveSession(cacheDirectory:)` (see
  ///     ``live(policy:)``); the default keeps nothing on disk. Tests pass one whose
  ///     `protocolClasses` answer for the server.
  ///   - memoryLimit: the most image bytes kept in memory.
  ///   - failureBackoff: how long a failure is remembered.
  ///   - now: the clock for the back-off.
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

  /// Creates a loader that gets each image from `fetch` (the UI tests' and previews' stand-ins).
  init(
    policy: URLPolicy, memoryLimit: Int = TeaserLoader.defaultMemoryLimit,
    failureBackoff: TimeInterval = TeaserLoader.defaultFailureBackoff,
    now: @escaping () -> Date = { Date() },
    fetch: @escaping @Sendable (URLRequest) async -> TeaserResult
  ) {
    self.policy = policy
    self.fetch = fetch
    self.memory = TeaserMemoryCache(limit: memoryLimit)
    self.failureBackoff = failureBackoff
    self.now = now
  }

  // MARK: - What is shown

  /// The teaser a row or header shows for `url`: `url`, unless its image cannot be had (the
  /// policy refuses it, or its last load failed, until a later one succeeds); `nil` for none.
  /// While it loads, it is shown (the space is kept).
  public func teaser(_ url: URL?) -> URL? {
    guard let url, case .success(let target) = checked(url), !unavailable.contains(target) else {
      return nil
    }
    return url
  }

  /// Asks again for a teaser whose load failed, once the back-off allows (a row drawn without
  /// its teaser calls this when it appears): a success brings the teaser back.
  public func askAgainIfDue(_ url: URL) async {
    guard case .success(let target) = checked(url), unavailable.contains(target),
      rememberedFailure(for: target) == nil
    else { return }
    _ = await image(for: url)
  }

  /// The view could not decode the bytes of `url`: it is shown as a failed load, and asked for
  /// again after the back-off.
  public func imageUnreadable(_ url: URL) {
    guard case .success(let target) = checked(url) else { return }
    memory.remove(target)
    remember(.notAnImage, for: target)
  }

  // MARK: - Asking

  /// The image at `url`: from memory, from the load already running for it, or from a new
  /// request. Returns ``TeaserResult/cancelled`` when the calling task is cancelled first.
  public func image(for url: URL) async -> TeaserResult {
    let target: URL
    switch checked(url) {
    case .failure(let failure): return .failed(failure)
    case .success(let accepted): target = accepted
    }
    if let data = memory.data(for: target) { return .image(data) }
    if let failure = rememberedFailure(for: target) { return .failed(failure) }
    guard !Task.isCancelled else { return .cancelled }
    let load = loads[target] ?? startLoad(target)
    lastWaiterID += 1
    let waiter = lastWaiterID
    return await withTaskCancellationHandler {
      await withCheckedContinuation { continuation in
        load.waiters[waiter] = continuation
        didAddWaiter?(target)
      }
    } onCancel: {
      Task { @MainActor in self.leave(waiter, load) }
    }
  }

  /// The image at `url` if it is in memory (marked as just used), without waiting.
  public func cachedImage(for url: URL) -> Data? {
    guard case .success(let target) = checked(url) else { return nil }
    return memory.data(for: target)
  }

  /// Tests: how many callers wait for the load of `url` now; `nil` when none is running.
  func waitingCallers(for url: URL) -> Int? {
    loads[url]?.waiters.count
  }

  /// The URL as requested, if the rules allow it.
  private func checked(_ url: URL) -> Result<URL, TeaserFailure> {
    let scheme = (url.scheme ?? "").lowercased()
    guard scheme == "https" else { return .failure(.notHTTPS(scheme: scheme)) }
    return policy.imageURL(for: url.absoluteString).mapError { .rejected($0) }
  }

  // MARK: - Loading

  /// One request and the callers waiting for it, by caller.
  @MainActor
  private final class Load {
    let url: URL
    var task: Task<Void, Never>?
    var waiters: [Int: CheckedContinuation<TeaserResult, Never>] = [:]

    init(url: URL) { self.url = url }
  }

  private func startLoad(_ url: URL) -> Load {
    let load = Load(url: url)
    loads[url] = load
    var request = URLRequest(url: url)
    request.setValue("image/*", forHTTPHeaderField: "Accept")
    let fetch = self.fetch
    load.task = Task {
      let result = await fetch(request)
      self.finish(load, with: result)
    }
    return load
  }

  /// A caller's task was cancelled: it gets ``TeaserResult/cancelled`` now. The last one to
  /// leave cancels the request, and the load is forgotten, so the next ask starts afresh.
  private func leave(_ waiter: Int, _ load: Load) {
    guard let continuation = load.waiters.removeValue(forKey: waiter) else { return }
    continuation.resume(returning: .cancelled)
    guard load.waiters.isEmpty else { return }
    if loads[load.url] === load { loads[load.url] = nil }
    load.task?.cancel()
  }

  /// The request's end. An image is kept even if every caller left meanwhile; a failure is
  /// remembered only for a load still wanted (a forgotten one may have failed because it was
  /// cancelled); a cancelled load leaves nothing behind.
  private func finish(_ load: Load, with result: TeaserResult) {
    let isCurrent = loads[load.url] === load
    if isCurrent { loads[load.url] = nil }
    switch result {
    case .image(let data):
      memory.insert(data, for: load.url)
      if unavailable.contains(load.url) { unavailable.remove(load.url) }
    case .failed(let failure) where isCurrent: remember(failure, for: load.url)
    case .failed, .cancelled: break
    }
    let waiters = load.waiters
    load.waiters = [:]
    for continuation in waiters.values { continuation.resume(returning: result) }
  }

  // MARK: - Back-off

  private struct RememberedFailure {
    let failure: TeaserFailure
    let at: Date
  }

  /// Remembers a failure for the back-off; the teaser is shown no more.
  private func remember(_ failure: TeaserFailure, for url: URL) {
    let now = now()
    failures = failures.filter { isWithinBackoff($0.value, now: now) }
    failures[url] = RememberedFailure(failure: failure, at: now)
    if !unavailable.contains(url) { unavailable.insert(url) }
  }

  private func rememberedFailure(for url: URL) -> TeaserFailure? {
    guard let remembered = failures[url] else { return nil }
    if isWithinBackoff(remembered, now: now()) { return remembered.failure }
    failures[url] = nil
    return nil
  }

  /// A clock set back (the person changed the time) ends the back-off rather than stretching it.
  private func isWithinBackoff(_ remembered: RememberedFailure, now: Date) -> Bool {
    let elapsed = now.timeIntervalSince(remembered.at)
    return elapsed >= 0 && elapsed < failureBackoff
  }
}
