import Foundation
import ShopMenu

/// `browse`: the interactive menu, driven by the same ``ShopAppModel`` the iOS app binds to.
///
/// Reads one command per line, from a terminal or a pipe: a number chooses a row, `b` goes back,
/// `/text` searches, `r` refreshes, `m` opens the menu again after a link closed it, `g url`
/// follows a link in the page shown (the menu then marks the entry for that page), `q` quits.
@MainActor
final class Browser {
  private let loader: MenuLoader
  private let console: Console
  private let text: TextRenderer
  private let dependencies: CLIDependencies
  private let spinnerEnabled: Bool

  private var model: ShopAppModel?
  private var file: (path: String, modified: Date?)?
  /// The rows shown last, numbered from 1.
  private var rows: [MenuEntry.ID] = []
  /// The terminal's navigation stack: the categories opened, outermost first (the app's is its
  /// navigation view's).
  private var levels: [MenuEntry.ID] = []
  /// Whether the first level was opened from search (the way to it is then shown).
  private var openedFromSearch = false
  /// The source line printed last (printed again only when it changes).
  private var lastSourceLine: String?

  init(
    loader: MenuLoader, console: Console, text: TextRenderer, dependencies: CLIDependencies,
    spinnerEnabled: Bool
  ) {
    self.loader = loader
    self.console = console
    self.text = text
    self.dependencies = dependencies
    self.spinnerEnabled = spinnerEnabled
  }

  private var style: Style { text.style }

  // MARK: - Running

  func run() async -> Int32 {
    let shop: ShopConfiguration
    let repository: MenuRepository
    switch loader.invocation.source {
    case .file(let path):
      let loaded: LoadedMenu
      do {
        loaded = try loader.loadFile(path)
      } catch {
        console.err("shopmenu: \(TerminalText.safe("\(error)", maximumLength: 2000))")
        return ExitCode.noMenu
      }
      shop = loaded.shop
      file = (path, loaded.date)
      let url = URL(fileURLWithPath: path)
      let limit = FeedDecoder.Limits.standard.maxBytes
      // Refreshing re-reads the file.
      repository = MenuRepository(
        shop: shop,
        client: MenuClient { _ in
          do {
            return .modified(try MenuLoader.read(url, limit: limit, shown: path), CacheValidators())
          } catch {
            throw MenuAPIError.transport(reason: "\(error)")
          }
        },
        cache: nil, bundled: { nil }, now: dependencies.now)
    case .offline:
      shop = loader.configuration(for: loader.invocation.shop ?? .bonprix)
      repository = loader.repository(for: shop, network: false)
    case .automatic:
      shop = loader.configuration(for: loader.invocation.shop ?? .bonprix)
      repository = loader.repository(for: shop, network: true)
    }

    // A terminal shows no images: no teaser is fetched.
    let teasers = TeaserLoader(policy: shop.urlPolicy) { _ in .cancelled }
    let model = ShopAppModel(
      shop: shop, repository: repository, teasers: teasers, now: dependencies.now)
    self.model = model
    // The menu opens at once, as when a person taps the menu button while the app launches; the
    // launch's own refresh is then the only request (opening a stale menu later asks again).
    model.openMenu()
    await withSpinner("Loading the \(shop.displayName) menu…") { await model.start() }
    // Nothing is on screen yet: a menu the launch's refresh brought is shown at once.
    if case .failed(let error) = model.menuState {
      let reason = TerminalText.safe(error.description, maximumLength: 1000)
      if loader.invocation.source == .offline {
        console.err(
          "shopmenu: No \(shop.displayName) menu is available offline: there is no cached menu in "
            + "\(TerminalText.safe(loader.cacheDirectory.path)) and no bundled snapshot.")
      } else {
        console.err(
          "shopmenu: Could not load the \(shop.displayName) menu from the network "
            + "(\(reason.trimmingCharacters(in: CharacterSet(charactersIn: ".")))), and there is "
            + "no cached or bundled menu.")
      }
      return ExitCode.noMenu
    }

    if let snapshot = model.menuState.snapshot,
      let mismatch = FormatMismatch(menu: snapshot.menu, shop: shop)
    {
      console.err(TerminalText.safe(mismatch.warning(for: describe(snapshot)), maximumLength: 3000))
    }

    console.out(
      style.bold("\(TerminalText.safe(shop.displayName))")
        + ": the web view shows \(text.url(model.browser.page.url)) (home page). Opening the menu.")
    render()
    while true {
      if console.stdinIsTerminal { console.prompt(style.bold("> ")) }
      guard let line = await console.readLine() else {
        if console.stdinIsTerminal { console.out("") }
        return ExitCode.success
      }
      if !console.stdinIsTerminal { console.out(style.bold("> ") + TerminalText.safe(line)) }
      if await !handle(line.trimmingCharacters(in: .whitespaces)) { return ExitCode.success }
    }
  }

  /// Acts on one line of input; `false` to quit.
  private func handle(_ input: String) async -> Bool {
    guard let model else { return false }
    switch input.lowercased() {
    case "q", "quit", "exit":
      return false
    case "":
      if model.isMenuPresented { render() } else { renderClosed() }
    case "?", "h", "help":
      console.out(helpLine)
    case "r":
      await refresh()
    case "m":
      await openMenu()
      render()
    case "b":
      guard model.isMenuPresented else { return hintClosed() }
      if !model.searchQuery.isEmpty {
        model.searchQuery = ""
      } else if levels.isEmpty {
        console.out(style.dim("Already at the top level."))
        return true
      } else {
        levels.removeLast()
      }
      render()
    default:
      if input.lowercased().hasPrefix("g ") {
        follow(String(input.dropFirst(2)).trimmingCharacters(in: .whitespaces))
      } else if input.hasPrefix("/") {
        guard model.isMenuPresented else { return hintClosed() }
        model.searchQuery = String(input.dropFirst()).trimmingCharacters(in: .whitespaces)
        render()
      } else if let number = Int(input) {
        guard model.isMenuPresented else { return hintClosed() }
        choose(number)
      } else {
        console.out(
          "Unknown command '\(TerminalText.safe(input, maximumLength: 40))'; type ? for help.")
      }
    }
    return true
  }

  private var helpLine: String {
    style.dim(
      "number: open · b: back · /text: search · r: refresh · m: menu · g url: follow a link · "
        + "q: quit")
  }

  private func hintClosed() -> Bool {
    console.out("The menu is closed; type m to open it, or q to quit.")
    return true
  }

  // MARK: - Actions

  private func openMenu() async {
    guard let model else { return }
    levels = []
    model.openMenu()
    await withSpinner("Refreshing the menu…") { await model.waitForRefresh() }
  }

  private func choose(_ number: Int) {
    guard let model else { return }
    guard number >= 1, number <= rows.count else {
      console.out(
        rows.isEmpty
          ? "There is nothing to choose here."
          : "Choose a number from 1 to \(rows.count).")
      return
    }
    let id = rows[number - 1]
    let pageBefore = model.browser.page.id
    if model.menu?.entry(id)?.kind == .category {
      // A category opens one level: from search, as the one level over the top level.
      if model.searchQuery.isEmpty {
        levels.append(id)
      } else {
        model.searchQuery = ""
        levels = [id]
        openedFromSearch = true
      }
      return render()
    }
    model.select(id)
    if !model.isMenuPresented { model.menuDidDismiss() }
    if let external = model.browser.externalURL {
      console.out(
        "Open outside the app: \(text.url(external.url)) is handed to the system browser; "
          + "the menu is closed.")
      model.browser.externalURLHandled()
      renderClosed()
    } else if model.browser.page.id != pageBefore {
      console.out("Open in the web view: \(text.url(model.browser.page.url))")
      webViewShows(model.browser.page.url)
      console.out("The menu is closed.")
      renderClosed()
    } else {
      render()
    }
  }

  /// `g url`: a link in the page shown leads to `raw` (relative to the page shown); the model's
  /// policy decides, as it does for the app's web view.
  private func follow(_ raw: String) {
    guard let model else { return }
    guard !raw.isEmpty, let url = URL(string: raw, relativeTo: model.browser.shownURL)?.absoluteURL
    else {
      console.out("Not a URL: \"\(TerminalText.safe(raw, maximumLength: 200))\".")
      return
    }
    // `g` is a link the person follows in the main page.
    switch model.browser.navigationDecision(for: url, isMainFrame: true, isUserAction: true) {
    case .allow:
      webViewShows(url)
      console.out("The web view shows \(text.url(url))")
    case .redirect(let upgraded):
      webViewShows(upgraded)
      console.out("The web view shows \(text.url(upgraded)) (upgraded to https)")
    case .openExternally(let external):
      console.out("Open outside the app: \(text.url(external)) is handed to the system.")
      model.browser.externalURLHandled()
    case .cancel:
      console.out("The web view does not open \(text.url(url)).")
    }
    if model.isMenuPresented { render() } else { renderClosed() }
  }

  /// Reports to the model what the app's web view would: `url` loaded and shown.
  private func webViewShows(_ url: URL) {
    model?.browser.webViewDidStartLoading(url)
    model?.browser.webViewDidFinishLoading(url, title: nil)
  }

  private func refresh() async {
    guard let model else { return }
    if loader.invocation.source == .offline {
      console.out("Working offline (--offline): there is nothing to refresh from.")
      return
    }
    await withSpinner("Refreshing the menu…") { await model.refresh() }
    switch model.menuState {
    case .ready:
      console.out("Refreshed.")
    case .stale(_, let reason):
      console.out(
        "Refresh failed: \(TerminalText.safe(reason.description, maximumLength: 1000)) "
          + "Keeping the menu shown.")
    case .failed(let reason):
      console.out("Refresh failed: \(TerminalText.safe(reason.description, maximumLength: 1000))")
    case .loading:
      break
    }
    if model.isMenuPresented { render() } else { renderClosed() }
  }

  private func withSpinner(_ message: String, _ work: () async -> Void) async {
    let spinner = Spinner(console: console, message: message)
    spinner.start(enabled: spinnerEnabled)
    await work()
    spinner.stop()
  }

  // MARK: - Drawing

  /// The source line, printed when it changes.
  private func printSourceIfChanged() {
    guard let model, let snapshot = model.menuState.snapshot else { return }
    let report = SourceReport(describe(snapshot), now: dependencies.now())
    var line = text.sourceLine(report)
    if case .stale(_, let reason) = model.menuState, loader.invocation.source != .offline {
      line += style.yellow(
        " (stale: \(TerminalText.safe(reason.description, maximumLength: 1000)))")
    }
    guard line != lastSourceLine else { return }
    lastSourceLine = line
    console.out(line)
  }

  private func describe(_ snapshot: MenuSnapshot) -> LoadedMenu {
    guard let model else { fatalError("no model") }
    if let file {
      return LoadedMenu(
        shop: model.shop,
        snapshot: MenuSnapshot(
          menu: snapshot.menu, source: .file,
          fetchedAt: file.modified),
        location: file.path, date: file.modified, networkFailure: nil, repository: nil)
    }
    return loader.describe(snapshot, shop: model.shop, networkFailure: nil)
  }

  /// The menu level shown (or the search results), numbered.
  private func render() {
    guard let model else { return }
    printSourceIfChanged()
    var lines: [String] = []
    // A refresh may have removed a category: the levels from it on are gone.
    levels = Array(levels.prefix { model.isAvailable(level: $0) })
    if levels.isEmpty { openedFromSearch = false }
    var crumbs = [model.title(of: nil)]
    if openedFromSearch, let first = levels.first { crumbs += model.breadcrumb(of: first) }
    crumbs += levels.map { model.title(of: $0) }
    if model.searchQuery.isEmpty {
      lines.append("")
      lines.append(style.bold(crumbs.map { TerminalText.safe($0) }.joined(separator: " › ")))
      rows = []
      let groups = model.groups(under: levels.last)
      let width = String(groups.reduce(0) { $0 + $1.entries.count }).count
      for group in groups {
        if let title = group.title {
          lines.append(style.bold(style.yellow(TerminalText.safe(title))))
        }
        for entry in group.entries {
          rows.append(entry.id)
          lines.append("  " + row(rows.count, entry, width: width))
        }
      }
      if rows.isEmpty { lines.append(style.dim("  (nothing here)")) }
    } else {
      let query = TerminalText.safe(model.searchQuery)
      lines.append("")
      lines.append(style.bold("\(TerminalText.safe(model.title(of: nil))) › Search \"\(query)\""))
      rows = model.searchResults.map(\.id)
      if rows.isEmpty { lines.append("  No entries match \"\(query)\".") }
      let width = String(rows.count).count
      for (index, result) in model.searchResults.enumerated() {
        let crumb = result.breadcrumb.isEmpty ? "" : "  " + text.breadcrumb(result.breadcrumb)
        lines.append("  " + row(index + 1, result.entry, width: width) + crumb)
      }
    }
    lines.append(helpLine)
    console.out(lines: lines)
  }

  /// `  3  Neuheiten ›`; the way to the page shown (or the last chosen entry) is marked with `•`.
  private func row(_ number: Int, _ entry: MenuEntry, width: Int) -> String {
    let padded = String(repeating: " ", count: max(0, width - String(number).count)) + "\(number)"
    var line = "\(style.cyan(padded))  \(text.label(entry))"
    switch (entry.kind, entry.destination) {
    case (.category, _): line += " ›"
    case (_, .external?): line += style.dim(" ↗ (opens outside the app)")
    default: break
    }
    if model?.isOnChosenPath(entry.id) == true { line += style.green(" •") }
    return line
  }

  private func renderClosed() {
    guard let model else { return }
    console.out(
      style.dim(
        "Web view: \(TerminalText.safe(model.browser.shownURL.absoluteString, maximumLength: 2000))"
      )
        + style.dim(" · m: open the menu · q: quit"))
  }
}
