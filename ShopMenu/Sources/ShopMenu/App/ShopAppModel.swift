import Foundation

/// The app's state machine, split where it divides: the menu and its load state, search and
/// the choices made in it are here; the web page is ``browser``, the page's dialogs are
/// ``dialogs``. Each is an `ObservableObject` whose state is `@Published`, so a view observes
/// only what it shows (the menu is not redrawn while a page loads). Where the person is inside
/// the menu is not here: that is presentation state, owned by the navigation view (or the
/// terminal's own stack).
///
/// SwiftUI views bind to it and forward taps; the terminal front end and the tests drive the
/// same objects on Linux, where `Support/ObservableObject.swift` gives `@Published` its meaning.
@MainActor
public final class ShopAppModel: ObservableObject {
  // MARK: - Configuration

  /// The shop shown.
  public let shop: ShopConfiguration
  /// The URL rules for the menu and the web view.
  public let policy: URLPolicy
  /// A successful refresh older than this is refreshed again when the menu opens.
  var refreshInterval: TimeInterval = 5 * 60

  private let repository: MenuRepository
  let now: () -> Date
  /// The first ``start()``; later calls wait for it instead of starting again.
  private var startTask: Task<Void, Never>?
  /// The refresh running now, if any. It is cleared by the refresh itself, in the same step as
  /// its last state change, so a finished refresh is never joined.
  private var refreshTask: Task<Void, Never>?
  private var refreshGeneration = 0
  /// Whether the running refresh was asked for by the person (pull to refresh, Retry): its menu
  /// applies at once. A background refresh's new menu waits while the menu is open.
  private var refreshIsPulled = false
  /// A new menu from a background refresh that finished while the menu was open.
  private var heldSnapshot: MenuSnapshot?
  private var lastSuccessfulRefresh: Date?
  /// How long the first load may run, with no menu of the app's own (memory, disk), before the
  /// copy bundled with the app is shown.
  let bundledMenuDelay: TimeInterval
  private let sleep: @Sendable (TimeInterval) async -> Void

  /// The web page: what the web view shows and reports.
  public let browser: BrowserModel
  /// The page's JavaScript dialogs.
  public let dialogs: DialogQueue
  /// The menu rows' teaser images (a launch's: ``AppLaunchConfiguration/makeTeaserLoader()``).
  public internal(set) lazy var teasers = TeaserLoader(policy: policy)

  // MARK: - State

  /// Whether the full-screen menu is shown. Setting it to `false` closes the menu. The page's
  /// dialogs wait from the moment it is presented until it has gone (``menuDidDismiss()``).
  @Published public var isMenuPresented = false {
    didSet { if isMenuPresented, !dialogs.isHeld { dialogs.isHeld = true } }
  }
  /// The menu's load state.
  @Published public internal(set) var menuState: MenuState = .loading
  /// A refresh is running (the menu, if any, stays usable meanwhile). True from the moment a
  /// refresh starts until the step that ends it.
  @Published public private(set) var isRefreshing = false
  /// The last entry chosen, so the menu can mark it.
  @Published public internal(set) var lastChosen: MenuEntry.ID?
  /// The search text; results are in ``searchResults``.
  @Published public var searchQuery = "" {
    didSet { updateSearchResults() }
  }
  /// Entries matching ``searchQuery`` anywhere in the menu, with their breadcrumbs.
  @Published public internal(set) var searchResults: [SearchResult] = []
  /// The page the web view shows, for the menu's marks (``browser``'s, published here only when
  /// it changes, so a page's progress never redraws the menu).
  @Published public private(set) var shownURL: URL

  // MARK: - Life cycle

  /// Creates the model. Call ``start()`` to load the menu. The web view opens the shop's home
  /// page; a restored scene hands its kept page to ``BrowserModel/restoreScene(_:)``.
  ///
  /// - Parameters:
  ///   - shop: the shop shown.
  ///   - repository: where the menu comes from (memory, disk, bundled, network).
  ///   - now: the clock.
  ///   - bundledMenuDelay: with no menu of its own on disk, the menu shows its loading state
  ///     while the first load runs, and the copy bundled with the app only when that load has
  ///     failed or has run this long. Three seconds: a typical answer comes well within it, and
  ///     a person who opens the menu on a slow network gets a usable menu soon after.
  ///   - sleep: waits the given number of seconds (tests pass a clock they control).
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

  /// Shows the best menu available at once (memory, disk, bundled), then refreshes it from the
  /// network.
  ///
  /// Idempotent: SwiftUI runs `.task` again whenever its view reappears (for example when the
  /// full-screen menu closes), so every later call only waits for the first one and sends no
  /// request of its own. Opening the menu refreshes a failed or old menu (``openMenu()``).
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
    // Only the bundled copy: the loading state while the first load runs, the copy once it has
    // failed (performRefresh falls back to it) or has run for bundledMenuDelay.
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

  /// Waits for a refresh started in the background (by ``openMenu()``), if any.
  public func waitForRefresh() async {
    await refreshTask?.value
  }

  // MARK: - Loading the menu

  /// Fetches the menu again (pull to refresh) and shows the result at once. A failure keeps the
  /// menu shown, marked stale; with no menu at all the state becomes ``MenuState/failed(_:)``. A
  /// refresh already running is joined rather than doubled (and its menu then shows at once too).
  /// Categories that still exist keep their levels: ids are label paths.
  public func refresh() async {
    applyHeldMenu()
    refreshIsPulled = true
    await (refreshTask ?? startRefresh(pulled: true)).value
  }

  /// Tries again after a failure: always sends a new request, unless a refresh that was already
  /// running when Retry was tapped succeeds (then the menu is there and nothing is sent).
  public func retry() async {
    if let running = refreshTask {
      refreshIsPulled = true
      await running.value
      guard menuState.error != nil else { return }
    }
    await (refreshTask ?? startRefresh(pulled: true)).value
  }

  /// Starts a refresh and makes it the running one. The task clears itself when it ends, in the
  /// same main-actor step as its last state change: no separate clean-up task races the state.
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
    menuDidChange()
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

  /// Shows now a menu that a background refresh held back while the menu was open. The app does
  /// this when the menu has gone (``menuDidDismiss()``); a presenter with no level open (the
  /// terminal, right after opening the menu) may do it at once.
  public func showHeldMenu() { applyHeldMenu() }

  func applyHeldMenu() {
    guard let held = heldSnapshot else { return }
    heldSnapshot = nil
    menuState = .ready(held)
    menuDidChange()
  }

  /// Whether a new menu waits for the menu to close.
  var hasHeldMenu: Bool { heldSnapshot != nil }

  /// Keeps search valid for a new menu.
  private func menuDidChange() {
    updateSearchResults()
  }
}
