import Foundation

/// The menu, its load state, search and choices; ``browser`` and ``dialogs`` are observed apart,
/// so a page loading never redraws the menu. The levels pushed are the presenter's.
@MainActor
public final class ShopAppModel: ObservableObject {
  /// The shop shown.
  public let shop: ShopConfiguration
  /// The URL rules for the menu and the web view.
  public let policy: URLPolicy
  /// A successful refresh older than this is refreshed again when the menu opens.
  var refreshInterval: TimeInterval = 5 * 60

  private let repository: MenuRepository
  let now: () -> Date
  private var startTask: Task<Void, Never>?
  /// Cleared by the refresh itself, in the step of its last state change.
  private var refreshTask: Task<Void, Never>?
  private var refreshGeneration = 0
  /// Pull to refresh or Retry: the new menu applies at once, also while the menu is open.
  private var refreshIsPulled = false
  /// A background refresh's new menu, held while the menu was open.
  private var heldSnapshot: MenuSnapshot?
  private var lastSuccessfulRefresh: Date?
  let bundledMenuDelay: TimeInterval
  private let sleep: @Sendable (TimeInterval) async -> Void

  /// The web page.
  public let browser: BrowserModel
  /// The page's JavaScript dialogs.
  public let dialogs: DialogQueue
  /// The menu rows' teaser images.
  public internal(set) lazy var teasers = TeaserLoader(policy: policy)

  /// Whether the menu is shown; dialogs wait until it has gone (``menuDidDismiss()``).
  @Published public var isMenuPresented = false {
    didSet { if isMenuPresented, !dialogs.isHeld { dialogs.isHeld = true } }
  }
  /// The menu's load state.
  @Published public internal(set) var menuState: MenuState = .loading
  /// A refresh is running (the menu, if any, stays usable meanwhile).
  @Published public private(set) var isRefreshing = false
  /// The last entry chosen, so the menu can mark it.
  @Published public internal(set) var lastChosen: MenuEntry.ID?
  /// The search text.
  @Published public var searchQuery = "" { didSet { updateSearchResults() } }
  /// Entries matching ``searchQuery`` anywhere in the menu, with their breadcrumbs.
  @Published public internal(set) var searchResults: [SearchResult] = []
  /// ``browser``'s page, published only when it changes, for the menu's marks.
  @Published public private(set) var shownURL: URL

  /// With nothing cached, the bundled copy shows once the first load fails or has run for
  /// `bundledMenuDelay` seconds.
  public init(
    shop: ShopConfiguration, repository: MenuRepository, now: @escaping () -> Date = { Date() },
    bundledMenuDelay: TimeInterval = 3,
    sleep: @escaping @Sendable (TimeInterval) async -> Void = ShopAppModel.sleep
  ) {
    self.bundledMenuDelay = bundledMenuDelay
    self.sleep = sleep
    self.shop = shop
    self.policy = shop.urlPolicy
    self.repository = repository
    self.now = now
    let browser = BrowserModel(shop: shop, now: now)
    let dialogs = DialogQueue()
    self.browser = browser
    self.dialogs = dialogs
    shownURL = browser.shownURL
    browser.pageWillGo = { dialogs.cancelAll() }
    browser.shownURLDidChange = { [weak self] url in
      if self?.shownURL != url { self?.shownURL = url }
    }
  }

  /// The best menu at once, then a refresh; idempotent (SwiftUI reruns `.task` when it reappears).
  public func start() async {
    if let startTask {
      await startTask.value
      return
    }
    let task = Task { await self.performStart() }
    startTask = task
    await task.value
  }

  private func performStart() async {
    let cached = await repository.cachedSnapshot()
    guard let cached, cached.source == .bundled else {
      if let cached, menuState.snapshot == nil { menuState = .ready(cached) }
      await (refreshTask ?? startRefresh(pulled: false)).value
      return
    }
    // Only the bundled copy: shown once the load has failed (performRefresh) or run too long.
    let delay = bundledMenuDelay
    let sleep = self.sleep
    let deadline = Task { @MainActor in
      await sleep(delay)
      guard !Task.isCancelled, case .loading = self.menuState else { return }
      self.menuState = .ready(cached)
      self.updateSearchResults()
    }
    await (refreshTask ?? startRefresh(pulled: false)).value
    deadline.cancel()
  }

  /// The default `sleep`: `Task.sleep`, ending early when the task is cancelled.
  public nonisolated static let sleep: @Sendable (TimeInterval) async -> Void = { seconds in
    try? await Task.sleep(nanoseconds: UInt64(max(0, seconds) * 1_000_000_000))
  }

  /// Waits for a background refresh, if any.
  public func waitForRefresh() async { await refreshTask?.value }

  /// Pull to refresh, joining a running one: the result shows at once; a failure marks it stale.
  public func refresh() async {
    showHeldMenu()
    refreshIsPulled = true
    await (refreshTask ?? startRefresh(pulled: true)).value
  }

  /// Sends a new request, unless a refresh already running succeeds.
  public func retry() async {
    if let running = refreshTask {
      refreshIsPulled = true
      await running.value
      guard menuState.error != nil else { return }
    }
    await (refreshTask ?? startRefresh(pulled: true)).value
  }

  private func startRefresh(pulled: Bool) -> Task<Void, Never> {
    refreshIsPulled = pulled
    refreshGeneration += 1
    let generation = refreshGeneration
    let task = Task {
      await self.performRefresh()
      if self.refreshGeneration == generation {
        self.refreshTask = nil
        self.isRefreshing = false
      }
    }
    refreshTask = task
    isRefreshing = true
    return task
  }

  private func performRefresh() async {
    if case .failed = menuState { menuState = .loading }
    do {
      let snapshot = try await repository.refresh()
      lastSuccessfulRefresh = now()
      if !refreshIsPulled, isMenuPresented, let shown = menuState.menu, shown != snapshot.menu {
        heldSnapshot = snapshot
      } else {
        heldSnapshot = nil
        menuState = .ready(snapshot)
      }
    } catch {
      let reason = error as? MenuLoadError ?? .network(.transport(reason: "\(error)"))
      var fallback = menuState.snapshot
      if fallback == nil { fallback = await repository.cachedSnapshot() }
      if let snapshot = fallback {
        menuState = .stale(snapshot, reason: reason)
      } else {
        menuState = .failed(reason)
      }
    }
    updateSearchResults()
  }

  func refreshInBackgroundIfDue() {
    guard refreshTask == nil else { return }
    let due: Bool
    switch menuState {
    case .loading: due = false
    case .failed, .stale: due = true
    case .ready:
      due = lastSuccessfulRefresh.map { now().timeIntervalSince($0) > refreshInterval } ?? true
    }
    guard due else { return }
    _ = startRefresh(pulled: false)
  }

  /// Shows a menu held back while the menu was open (the app: ``menuDidDismiss()``).
  public func showHeldMenu() {
    guard let held = heldSnapshot else { return }
    heldSnapshot = nil
    menuState = .ready(held)
    updateSearchResults()
  }

  /// Whether a new menu waits for the menu to close.
  var hasHeldMenu: Bool { heldSnapshot != nil }
}
