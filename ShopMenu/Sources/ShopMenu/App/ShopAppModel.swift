import Foundation

#if canImport(Combine)
  import Combine
#else
  import LinuxCombine
#endif

/// The menu, its load state and the choices made in it; ``browser`` and ``dialogs`` are observed
/// apart, so a page loading never redraws the menu. The levels pushed are the presenter's.
@MainActor
public final class ShopAppModel: ObservableObject {
  public let shop: ShopConfiguration
  public let browser: BrowserModel
  public let dialogs: DialogQueue
  public let teasers: TeaserLoader

  /// Whether the menu is shown; dialogs wait until it has gone (``menuDidDismiss()``).
  @Published public var isMenuPresented = false {
    didSet { if isMenuPresented, !dialogs.isHeld { dialogs.isHeld = true } }
  }
  @Published public private(set) var menuState: MenuState = .loading
  /// Whether the menu is being fetched: Retry and pull to refresh show it.
  @Published public private(set) var isRefreshing = false
  /// The entry chosen last, which the menu marks; none before the first choice.
  @Published public private(set) var lastChosen: MenuEntry.ID?

  private let repository: MenuRepository
  private let now: () -> Date
  private var startTask: Task<Void, Never>?
  private var refreshTask: Task<Void, Never>?
  private var lastFetched: Date?
  /// A menu fetched longer ago than this is fetched again when the menu opens.
  static let refreshInterval: TimeInterval = 5 * 60

  public init(
    shop: ShopConfiguration, repository: MenuRepository, teasers: TeaserLoader,
    now: @escaping () -> Date = { Date() }
  ) {
    self.shop = shop
    self.repository = repository
    self.teasers = teasers
    self.now = now
    browser = BrowserModel(shop: shop, now: now)
    dialogs = DialogQueue()
    browser.pageWillGo = { [dialogs] in dialogs.cancelAll() }
  }

  /// The menu saved on this device at once, then a fetch. Runs once, however often it is called
  /// (SwiftUI runs `.task` again when its view reappears).
  public func start() async {
    let task = startTask ?? Task { await self.performStart() }
    startTask = task
    await task.value
  }

  private func performStart() async {
    if menuState.snapshot == nil, let saved = await repository.savedSnapshot() {
      show(.ready(saved))
    }
    await refresh()
  }

  /// Pull to refresh and Retry: fetches the menu, or waits for the fetch that is running.
  public func refresh() async { await fetchOnce().value }

  @discardableResult private func fetchOnce() -> Task<Void, Never> {
    if let refreshTask { return refreshTask }
    isRefreshing = true
    let task = Task {
      await self.fetch()
      self.refreshTask = nil
      self.isRefreshing = false
    }
    refreshTask = task
    return task
  }

  /// Whether opening the menu fetches it again: after a failure, or once it is old.
  var isRefreshDue: Bool {
    guard refreshTask == nil else { return false }
    switch menuState {
    case .loading: return startTask == nil
    case .failed, .stale: return true
    case .ready:
      guard let lastFetched else { return true }
      return now().timeIntervalSince(lastFetched) > Self.refreshInterval
    }
  }

  /// A failure keeps the menu shown, with the reason; with none, the copy bundled with the app.
  private func fetch() async {
    do {
      let snapshot = try await repository.refresh()
      lastFetched = now()
      show(.ready(snapshot))
    } catch {
      let reason = error as? MenuLoadError ?? .network(.transport(reason: "\(error)"))
      var fallback = menuState.snapshot
      if fallback == nil { fallback = await repository.bundledSnapshot() }
      show(fallback.map { .stale($0, reason: reason) } ?? .failed(reason))
    }
  }

  private func show(_ state: MenuState) {
    menuState = state
    if let menu = state.menu { teasers.prefetch(menu.entries.compactMap(menu.rowTeaser(of:))) }
  }

  /// Opens the menu, fetching it again behind it when `isRefreshDue`.
  public func openMenu() {
    isMenuPresented = true
    if isRefreshDue { fetchOnce() }
  }

  /// Closes the menu without choosing anything.
  public func closeMenu() { isMenuPresented = false }

  /// The menu has gone (`onDismiss`): a waiting dialog shows.
  public func menuDidDismiss() {
    if !isMenuPresented, dialogs.isHeld { dialogs.isHeld = false }
  }

  /// A link closes the menu and loads its page (again, if shown) or goes to the system. The page
  /// is titled with the level it was chosen on, the top level's with the shop's name.
  public func select(_ id: MenuEntry.ID) {
    guard let entry = menu?.entry(id), entry.kind == .link, let destination = entry.destination
    else { return }
    lastChosen = id
    switch destination {
    case .inApp(let url): browser.load(url, title: menu?.level(of: id).map { title(of: $0) })
    case .external(let url): browser.openExternally(url)
    }
    isMenuPresented = false
  }
}

extension ShopAppModel {
  /// The app's model for `shop`: its navigation API, the menu saved on this device, its teasers.
  public static func live(shop: ShopConfiguration) -> ShopAppModel {
    let cache = MenuDiskCache(directory: MenuDiskCache.standardDirectory())
    return ShopAppModel(
      shop: shop, repository: MenuRepository(shop: shop, client: .live(shop: shop), cache: cache),
      teasers: .live(policy: shop.urlPolicy))
  }
}
