import Foundation

#if canImport(Combine)
  import Combine
#else
  import LinuxCombine
#endif

/// The menu, its load state, search and choices; ``browser`` and ``dialogs`` are observed apart,
/// so a page loading never redraws the menu. The levels pushed are the presenter's.
@MainActor
public final class ShopAppModel: ObservableObject {
  /// The shop shown.
  public let shop: ShopConfiguration
  /// A successful refresh older than this is refreshed again when the menu opens.
  var refreshInterval: TimeInterval = 5 * 60

  private let repository: MenuRepository
  let now: () -> Date
  private var startTask: Task<Void, Never>?
  private var refreshTask: Task<Void, Never>?
  private var lastSuccessfulRefresh: Date?
  /// The copy shipped with the app, waiting while the first load runs.
  private var bundledCopy: MenuSnapshot?
  private var bundledCopyTimer: Task<Void, Never>?
  let bundledMenuDelay: TimeInterval
  private let sleep: @Sendable (TimeInterval) async -> Void

  /// The web page.
  public let browser: BrowserModel
  /// The page's JavaScript dialogs.
  public let dialogs: DialogQueue
  /// The menu rows' teaser images.
  public let teasers: TeaserLoader

  /// Whether the menu is shown; dialogs wait until it has gone (``menuDidDismiss()``).
  @Published public var isMenuPresented = false {
    didSet { if isMenuPresented, !dialogs.isHeld { dialogs.isHeld = true } }
  }
  /// The menu's load state.
  @Published public internal(set) var menuState: MenuState = .loading
  /// The entry chosen last, which the menu marks; none before the first choice.
  @Published public internal(set) var lastChosen: MenuEntry.ID?
  /// The search text.
  @Published public var searchQuery = "" { didSet { updateSearchResults() } }
  /// Entries matching ``searchQuery`` anywhere in the menu, with their breadcrumbs.
  @Published public internal(set) var searchResults: [SearchResult] = []

  /// With nothing cached, the bundled copy shows once the first load fails, or once the menu has
  /// been open for `bundledMenuDelay` seconds while that load runs.
  public init(
    shop: ShopConfiguration, repository: MenuRepository, teasers: TeaserLoader,
    now: @escaping () -> Date = { Date() }, bundledMenuDelay: TimeInterval = 3,
    sleep: @escaping @Sendable (TimeInterval) async -> Void = ShopAppModel.sleep
  ) {
    self.teasers = teasers
    self.bundledMenuDelay = bundledMenuDelay
    self.sleep = sleep
    self.shop = shop
    self.repository = repository
    self.now = now
    browser = BrowserModel(shop: shop, now: now)
    dialogs = DialogQueue()
    browser.pageWillGo = { [dialogs] in dialogs.cancelAll() }
  }

  /// The best menu at once, then a refresh; idempotent (SwiftUI reruns `.task` when it reappears).
  public func start() async {
    let task = startTask ?? Task { await self.performStart() }
    startTask = task
    await task.value
  }

  // The refresh rules:
  // 1. One request at a time: a pull, a Retry or the menu opening joins the one running.
  // 2. A menu that arrives shows at once, also while the menu is open; open levels keep their
  //    entries' identities (label paths), and a level that went shows so.
  // 3. A failure keeps the menu shown, marked stale with its reason; with none shown, the cache,
  //    else the bundled copy, else the failure and Retry.
  // 4. The bundled copy alone shows once the first load fails, or once the menu has been open for
  //    `bundledMenuDelay` while it runs.
  // 5. Opening the menu refreshes one that failed or is older than `refreshInterval`.

  private func performStart() async {
    let cached = await repository.cachedSnapshot()
    if cached?.source == .bundled {
      bundledCopy = cached
      if isMenuPresented { startBundledCopyTimer() }
    } else if let cached, menuState.snapshot == nil {
      show(.ready(cached))
    }
    await refresh()
  }

  /// The default `sleep`: `Task.sleep`, ending early when the task is cancelled.
  public nonisolated static let sleep: @Sendable (TimeInterval) async -> Void = { seconds in
    try? await Task.sleep(nanoseconds: UInt64(max(0, seconds) * 1_000_000_000))
  }

  /// Waits for a refresh, if one runs.
  public func waitForRefresh() async { await refreshTask?.value }

  /// Pull to refresh: joins a running refresh, else starts one.
  public func refresh() async { await refreshTaskJoiningRunning().value }

  /// Retry: joins a running refresh; if that one fails too, sends a new request.
  public func retry() async {
    if let running = refreshTask {
      await running.value
      guard menuState.error != nil else { return }
    }
    await refresh()
  }

  private func refreshTaskJoiningRunning() -> Task<Void, Never> {
    if let refreshTask { return refreshTask }
    let task = Task {
      await self.performRefresh()
      self.refreshTask = nil
    }
    refreshTask = task
    return task
  }

  private func performRefresh() async {
    if case .failed = menuState { menuState = .loading }
    do {
      let snapshot = try await repository.refresh()
      lastSuccessfulRefresh = now()
      show(.ready(snapshot))
    } catch {
      let reason = error as? MenuLoadError ?? .network(.transport(reason: "\(error)"))
      var fallback = menuState.snapshot ?? bundledCopy
      if fallback == nil { fallback = await repository.cachedSnapshot() }
      show(fallback.map { .stale($0, reason: reason) } ?? .failed(reason))
    }
  }

  private func show(_ state: MenuState) {
    if state.snapshot != nil {
      bundledCopy = nil
      bundledCopyTimer?.cancel()
    }
    menuState = state
    updateSearchResults()
    if let menu = state.menu { teasers.prefetch(menu.entries.compactMap(menu.rowTeaser(of:))) }
  }

  private func startBundledCopyTimer() {
    guard bundledCopyTimer == nil, bundledCopy != nil else { return }
    bundledCopyTimer = Task { @MainActor in
      await self.sleep(self.bundledMenuDelay)
      guard !Task.isCancelled, case .loading = self.menuState, let copy = self.bundledCopy else {
        return
      }
      self.show(.ready(copy))
    }
  }

  func refreshInBackgroundIfDue() {
    startBundledCopyTimer()
    let due: Bool
    switch menuState {
    case .loading: due = false
    case .failed, .stale: due = true
    case .ready:
      due = lastSuccessfulRefresh.map { now().timeIntervalSince($0) > refreshInterval } ?? true
    }
    if due { _ = refreshTaskJoiningRunning() }
  }
}
