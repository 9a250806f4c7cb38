import Foundation
import ShopMenu

/// `fetch`: refresh the cache from the API and say what changed.
struct FetchCommand {
  let loader: MenuLoader
  let console: Console
  let text: TextRenderer
  let now: Date
  let spinnerEnabled: Bool

  func run(json: Bool) async -> Int32 {
    let shop = loader.configuration(for: loader.invocation.shop ?? .bonprix)
    let repository = loader.repository(for: shop, network: true)
    let cache = MenuDiskCache(directory: loader.cacheDirectory)
    let before = await repository.cachedSnapshot()
    let endpoint = TerminalText.safe(shop.navigationEndpoint.absoluteString)

    let spinner = Spinner(console: console, message: "Fetching the \(shop.displayName) menu…")
    spinner.start(enabled: spinnerEnabled)
    let after: MenuSnapshot
    do {
      after = try await repository.refresh()
      spinner.stop()
    } catch {
      spinner.stop()
      console.err(
        "shopmenu: Could not fetch the \(shop.displayName) menu from \(endpoint): "
          + "\(TerminalText.safe("\(error)", maximumLength: 1000)) The cached menu was left as it was."
      )
      return ExitCode.noMenu
    }

    let saved: Bool = {
      guard let stored = cache.load(shop.id)?.fetchedAt, let fetched = after.fetchedAt else {
        return false
      }
      return abs(stored.timeIntervalSince(fetched)) < 0.001
    }()
    let cacheFile = cache.fileURL(for: shop.id).path
    let previous = before.map {
      SourceReport(
        LoadedMenu(
          shop: shop, snapshot: $0,
          location: $0.source == .disk ? cacheFile : nil, date: $0.fetchedAt,
          networkFailure: nil, repository: nil), now: now)
    }
    let current = SourceReport(
      LoadedMenu(
        shop: shop, snapshot: after, location: shop.navigationEndpoint.absoluteString,
        date: after.fetchedAt, networkFailure: nil, repository: nil), now: now)
    let diff = before.map { MenuDiff(old: $0.menu, new: after.menu) }

    if json {
      printJSON(
        shop: shop, after: after, source: current, previous: previous, diff: diff,
        savedTo: saved ? cacheFile : nil)
    } else {
      printText(shop: shop, after: after, endpoint: endpoint, previous: previous, diff: diff)
      if saved { console.out(text.style.dim("Saved to \(TerminalText.safe(cacheFile))")) }
    }
    guard saved else {
      console.err(
        "shopmenu: The menu was fetched but could not be saved to \(TerminalText.safe(cacheFile)).")
      return ExitCode.noMenu
    }
    return ExitCode.success
  }

  private func printText(
    shop: ShopConfiguration, after: MenuSnapshot, endpoint: String, previous: SourceReport?,
    diff: MenuDiff?
  ) {
    let style = text.style
    let menu = after.menu
    var lines = [
      style.bold(
        "Fetched the \(shop.displayName) menu from \(endpoint): "
          + "\(Plural.count(menu.count, "entry", "entries")), "
          + "\(Plural.count(menu.maxDepth, "level", "levels"))."),
      text.sourceLine(
        SourceReport(
          LoadedMenu(
            shop: shop, snapshot: after, location: endpoint, date: after.fetchedAt,
            networkFailure: nil, repository: nil), now: now)),
    ]
    guard let previous, let diff else {
      lines.append("There was no menu to compare with.")
      console.out(lines: lines)
      return
    }
    let against = "Compared with the \(TerminalText.safe(previous.description))"
    if diff.isEmpty {
      lines.append("\(against): no changes.")
      console.out(lines: lines)
      return
    }
    lines.append(
      "\(against): \(diff.added.count) added, \(diff.removed.count) removed, "
        + "\(diff.changed.count) changed.")
    for entry in MenuDiff.topmost(diff.added) {
      lines.append(style.green("  + ") + diffLine(entry))
    }
    for entry in MenuDiff.topmost(diff.removed) {
      lines.append(style.red("  - ") + diffLine(entry))
    }
    for change in diff.changed {
      let details = change.details.map { TerminalText.safe($0, maximumLength: 4200) }
      lines.append(
        style.yellow("  ~ ") + TerminalText.safe(change.id.description) + ": "
          + details.joined(separator: "; "))
    }
    console.out(lines: lines)
  }

  private func diffLine(_ entry: MenuEntry) -> String {
    var line = "\(TerminalText.safe(entry.id.description))  \(text.style.dim(text.kindTag(entry)))"
    let below = entry.subtreeCount - 1
    if below > 0 { line += text.style.dim("  (and \(below) below)") }
    return line
  }

  private func printJSON(
    shop: ShopConfiguration, after: MenuSnapshot, source: SourceReport, previous: SourceReport?,
    diff: MenuDiff?, savedTo: String?
  ) {
    struct Change: Encodable {
      let id: [String]
      let changes: [String]
    }
    struct Fetch: Encodable {
      let source: SourceReport
      let shop: String
      let format: String
      let entries: Int
      let maxDepth: Int
      let previous: SourceReport?
      let added: [[String]]
      let removed: [[String]]
      let changed: [Change]
      let savedTo: String?

      private enum CodingKeys: String, CodingKey {
        case source, shop, format, entries, maxDepth, previous, added, removed, changed, savedTo
      }

      func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(source, forKey: .source)
        try container.encode(shop, forKey: .shop)
        try container.encode(format, forKey: .format)
        try container.encode(entries, forKey: .entries)
        try container.encode(maxDepth, forKey: .maxDepth)
        try container.encode(previous, forKey: .previous)
        try container.encode(added, forKey: .added)
        try container.encode(removed, forKey: .removed)
        try container.encode(changed, forKey: .changed)
        try container.encode(savedTo, forKey: .savedTo)
      }
    }
    console.out(
      JSONOutput.encode(
        Fetch(
          source: source, shop: shop.id.rawValue, format: after.menu.format.rawValue,
          entries: after.menu.count, maxDepth: after.menu.maxDepth, previous: previous,
          added: diff?.added.map(\.id.components) ?? [],
          removed: diff?.removed.map(\.id.components) ?? [],
          changed: diff?.changed.map { Change(id: $0.id.components, changes: $0.details) } ?? [],
          savedTo: savedTo)))
  }
}
