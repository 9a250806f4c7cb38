import Foundation

#if canImport(Combine)
  import Combine
#endif

/// The app's state machine: the page the web view shows, the menu and its load state, the
/// navigation path inside the menu, search, and every action a person takes.
///
/// SwiftUI views bind to it (it is an `ObservableObject` where Combine exists) and forward taps;
/// the terminal front end and the tests drive the same object on Linux.
@MainActor
public final class ShopAppModel {
  // MARK: - Configuration

  /// The shop shown.
  public let shop: ShopConfiguration
  /// The URL rules for the menu and the web view.
  public let policy: URLPolicy
  /// A successful refresh older than this is refreshed again when the menu opens.
  public var refreshInterval: TimeInterval = 5 * 60

  private let repository: MenuRepository
  private let now: () -> Date
  private var requestCounter = 0
  private var refreshTask: Task<Void, Never>?
  private var lastSuccessfulRefresh: Date?
  /// The launch page and where the page shown is saved for the next launch.
  let restoration: PageRestoration

  /// Called before any published state changes (the terminal front end redraws on it).
  public var onWillChange: (() -> Void)?

  // MARK: - State

  /// The page the web view is asked to show; starts at the shop's home page.
  public internal(set) var page: PageRequest { willSet { willChange() } }
  /// What the web view reports about the page.
  public internal(set) var browser = BrowserState() { willSet { willChange() } }
  /// The last command for the web view (back, forward, reload).
  public internal(set) var browserCommand: BrowserCommand? { willSet { willChange() } }
  /// A URL waiting to be handed to the system.
  public internal(set) var externalURL: ExternalURLRequest? { willSet { willChange() } }

  /// Whether the full-screen menu is shown. Setting it to `false` closes the menu.
  public var isMenuPresented = false { willSet { willChange() } }
  /// The menu's load state.
  public internal(set) var menuState: MenuState = .loading { willSet { willChange() } }
  /// A refresh is running (the menu, if any, stays usable meanwhile).
  public internal(set) var isRefreshing = false { willSet { willChange() } }
  /// The categories opened inside the menu, outermost first; empty at the top level.
  public internal(set) var path: [MenuEntry.ID] = [] { willSet { willChange() } }
  /// The last entry chosen, so the menu can mark it.
  public internal(set) var lastChosen: MenuEntry.ID? { willSet { willChange() } }
  /// The search text; results are in ``searchResults``.
  public var searchQuery = "" {
    willSet { willChange() }
    didSet { updateSearchResults() }
  }
  /// Entries matching ``searchQuery`` anywhere in the menu, with their breadcrumbs.
  public internal(set) var searchResults: [SearchResult] = [] { willSet { willChange() } }

  // MARK: - Life cycle

  /// Creates the model. Call ``start()`` once to load the menu. The web view opens the last
  /// page saved in `lastPage` when ``PageRestoration`` allows it, else the shop's home page.
  public init(
    shop: ShopConfiguration, repository: MenuRepository, now: @escaping () -> Date = { Date() },
    lastPage: LastPageStore = .none
  ) {
    self.shop = shop
    self.policy = shop.urlPolicy
    self.repository = repository
    self.now = now
    let restoration = PageRestoration(store: lastPage, shop: shop, now: now)
    self.restoration = restoration
    self.page = PageRequest(url: restoration.launch.url, id: 0)
  }

  /// Shows the best menu available at once (memory, disk, bundled), then refreshes it from the
  /// network.
  public func start() async {
    if menuState.snapshot == nil, let snapshot = await repository.cachedSnapshot() {
      menuState = .ready(snapshot)
    }
    await refresh()
  }

  /// Waits for a refresh started in the background (by ``openMenu()``), if any.
  public func waitForRefresh() async {
    await refreshTask?.value
  }

  private func willChange() {
    #if canImport(Combine)
      objectWillChange.send()
    #endif
    onWillChange?()
  }

  func nextRequestID() -> Int {
    requestCounter += 1
    return requestCounter
  }

  // MARK: - Loading the menu

  /// Fetches the menu again (pull to refresh, Retry). A failure keeps the menu shown, marked
  /// stale; with no menu at all the state becomes ``MenuState/failed(_:)``.
  public func refresh() async {
    if let refreshTask {
      await refreshTask.value
      return
    }
    let task = Task { await self.performRefresh() }
    refreshTask = task
    await task.value
    refreshTask = nil
  }

  /// Tries again after a failure.
  public func retry() async {
    await refresh()
  }

  private func performRefresh() async {
    isRefreshing = true
    defer { isRefreshing = false }
    if case .failed = menuState { menuState = .loading }
    do {
      let snapshot = try await repository.refresh()
      lastSuccessfulRefresh = now()
      menuState = .ready(snapshot)
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
    let task = Task { await self.performRefresh() }
    refreshTask = task
    Task {
      await task.value
      if self.refreshTask == task { self.refreshTask = nil }
    }
  }

  /// Keeps the path and search valid for a new menu: the path is cut at the first category the
  /// new menu no longer has.
  private func menuDidChange() {
    if let menu = menuState.menu {
      let kept = path.prefix { menu.entry($0)?.kind == .category }
      if kept.count != path.count { path = Array(kept) }
    }
    updateSearchResults()
  }
}

#if canImport(Combine)
  extension ShopAppModel: ObservableObject {}
#endif
