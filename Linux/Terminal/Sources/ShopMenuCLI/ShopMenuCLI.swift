import Foundation
import ShopMenu

#if canImport(Glibc)
  import Glibc
#endif

/// `shopmenu`: the shop app's menu in a terminal, on the models the app's views bind to.
public enum ShopMenuCLI {
  static let version = "2.0.0"

  static let usage =
    "usage: shopmenu [--shop bonprix|mytoys] [--offline] [tree | browse | search WORDS…]"

  static let help = """
    shopmenu \(version): the shop app's menu in a terminal, on the app's own models.

    \(usage)

      tree           the whole menu, indented (the default when stdin is not a terminal)
      browse         the menu level by level (the default on a terminal): a number opens a
                     category or chooses a link, .. or b goes up, q quits
      search WORDS   every entry whose label holds all the words, with its path
      --shop NAME    bonprix (the default) or mytoys
      --offline      no network: the copy bundled with the app, as the app shows it after a
                     failed load
      -h, --help     this text
      --version      the version

    Without --offline the menu comes from the shop's navigation API, else the menu saved by an
    earlier run, else the bundled copy. SHOPMENU_SHOP, SHOPMENU_ENDPOINT, SHOPMENU_API_KEY and
    SHOPMENU_HOME_URL in the environment override the shop's settings, as in the app.

    Exit status: 0 done, 1 search found nothing, 2 usage error, 3 no menu.
    """

  enum Command: Equatable {
    case tree, browse, help, version
    case search([String])
  }

  struct Invocation: Equatable {
    var shop: ShopConfiguration.Shop?
    var offline = false
    var command: Command?
  }

  struct UsageError: Error {
    let message: String
  }

  /// Options may come before or after the command; `--` ends them.
  static func parse(_ arguments: [String]) throws -> Invocation {
    var invocation = Invocation()
    var words: [String] = []
    var rest = arguments[...]
    var optionsEnded = false
    while let argument = rest.popFirst() {
      if optionsEnded || !argument.hasPrefix("-") || argument == "-" {
        words.append(argument)
        continue
      }
      let parts = argument.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
        .map(String.init)
      switch parts[0] {
      case "--": optionsEnded = true
      case "-h", "--help": return Invocation(command: .help)
      case "--version": return Invocation(command: .version)
      case "--offline":
        guard parts.count == 1 else { throw UsageError(message: "--offline takes no value.") }
        invocation.offline = true
      case "--shop":
        guard let name = parts.count == 2 ? parts[1] : rest.popFirst() else {
          throw UsageError(message: "--shop needs bonprix or mytoys.")
        }
        guard let shop = ShopConfiguration.Shop(rawValue: name.lowercased()) else {
          throw UsageError(message: "Unknown shop '\(name)'; choose bonprix or mytoys.")
        }
        invocation.shop = shop
      default: throw UsageError(message: "Unknown option \(parts[0]).")
      }
    }
    guard let name = words.first else { return invocation }
    let extra = words.dropFirst()
    switch name {
    case "search":
      guard !extra.isEmpty else { throw UsageError(message: "search needs words to look for.") }
      invocation.command = .search(Array(extra))
      return invocation
    case "tree": invocation.command = .tree
    case "browse": invocation.command = .browse
    default: throw UsageError(message: "Unknown command '\(name)'.")
    }
    guard extra.isEmpty else { throw UsageError(message: "\(name) takes no words.") }
    return invocation
  }

  /// Runs `shopmenu` with the arguments after its name; returns the exit status.
  @MainActor
  static func run(_ arguments: [String], environment: [String: String], console: Console) async
    -> Int32
  {
    let invocation: Invocation
    do {
      invocation = try parse(arguments)
    } catch {
      let message = (error as? UsageError)?.message ?? "\(error)"
      console.error("shopmenu: \(TerminalText.safe(message))\n\(usage)")
      console.error("Run 'shopmenu --help' for more.")
      return 2
    }
    switch invocation.command {
    case .help?:
      console.print(help)
      return 0
    case .version?:
      console.print("shopmenu \(version)")
      return 0
    default: break
    }
    let shop = ShopConfiguration.resolved(shop: invocation.shop, overrides: environment)
    let model = invocation.offline ? offlineModel(shop) : ShopAppModel.live(shop: shop)
    await model.start()
    let command = invocation.command ?? (console.isInteractive ? .browse : .tree)
    return execute(command, model: model, console: console)
  }

  /// The app's model with a client that never reaches the network: the app after a failed load.
  @MainActor
  static func offlineModel(_ shop: ShopConfiguration) -> ShopAppModel {
    let client = MenuClient { _ in throw MenuAPIError.offline }
    return ShopAppModel(
      shop: shop, repository: MenuRepository(shop: shop, client: client),
      teasers: TeaserLoader(policy: shop.urlPolicy) { _ in .failed })
  }

  /// Runs `command` on a model that has started.
  @MainActor
  static func execute(_ command: Command, model: ShopAppModel, console: Console) -> Int32 {
    switch model.menuState {
    case .ready, .stale: break
    case .failed(let reason):
      console.error("shopmenu: Couldn't load the categories: \(TerminalText.safe("\(reason)")).")
      return 3
    case .loading:
      console.error("shopmenu: Couldn't load the categories.")
      return 3
    }
    let notice = model.menuNotice.map(describe)
    let outline = Outline(model: model)
    switch command {
    case .browse:
      return Browser(model: model, console: console).run(notice: notice)
    case .search(let words):
      if let notice { console.error(notice) }
      let hits = outline.search(words)
      let query = TerminalText.safe(words.joined(separator: " "))
      guard !hits.isEmpty else {
        console.print("No entry matches \"\(query)\".")
        return 1
      }
      console.print("\(counted(hits.count, "entry matches", "entries match")) \"\(query)\":")
      for row in hits { console.print(row.path) }
      return 0
    case .tree, .help, .version:
      if let notice { console.error(notice) }
      console.print(outline.summary(shop: model.title(of: nil)))
      for line in outline.treeLines() { console.print(line) }
      return 0
    }
  }

  /// The app's English words for a notice.
  static func describe(_ notice: MenuNotice) -> String {
    switch (notice.cause, notice.isBundledCopy) {
    case (.offline, true): return "You're offline, so this is a basic menu."
    case (.serverError, true):
      return "The shop's categories aren't available right now, so this is a basic menu."
    case (.slowNetwork, true): return "The shop took too long to answer, so this is a basic menu."
    case (.offline, false): return "You're offline. " + age(notice.since)
    case (.serverError, false): return "The categories couldn't be updated. " + age(notice.since)
    case (.slowNetwork, false): return "The shop took too long to answer. " + age(notice.since)
    }
  }

  private static func age(_ since: Date?) -> String {
    guard let since else { return "These categories may be out of date." }
    let formatter = DateFormatter()
    formatter.dateFormat = "yyyy-MM-dd HH:mm"
    return "These categories are from \(formatter.string(from: since))."
  }

  /// `shopmenu` for this process: its arguments, environment and standard streams.
  @MainActor
  public static func main() async -> Int32 {
    await run(
      Array(CommandLine.arguments.dropFirst()), environment: ProcessInfo.processInfo.environment,
      console: .standard)
  }
}

/// `1 link`, `2 links`.
func counted(_ count: Int, _ one: String, _ many: String) -> String {
  "\(count) \(count == 1 ? one : many)"
}

/// Where `shopmenu` reads and writes; tests pass their own.
struct Console {
  var readLine: () -> String?
  var write: (String) -> Void
  var writeError: (String) -> Void
  var isInteractive: Bool

  func print(_ line: String) { write(line + "\n") }
  func error(_ line: String) { writeError(line + "\n") }

  static let standard = Console(
    readLine: { Swift.readLine() },
    write: { FileHandle.standardOutput.write(Data($0.utf8)) },
    writeError: { FileHandle.standardError.write(Data($0.utf8)) },
    isInteractive: isatty(STDIN_FILENO) == 1)
}

/// Text from outside the program (labels, URLs, error messages), made inert for a terminal.
enum TerminalText {
  /// `text` on one line without control characters (C0, DEL, C1), line or paragraph separators
  /// or bidirectional controls; a tab becomes a space.
  static func safe(_ text: String) -> String {
    var out = String.UnicodeScalarView()
    for scalar in text.unicodeScalars {
      if scalar == "\t" {
        out.append(" ")
      } else if !isUnsafe(scalar) {
        out.append(scalar)
      }
    }
    return String(out)
  }

  static func isUnsafe(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x00...0x1F, 0x7F...0x9F, 0x2028, 0x2029, 0x200E, 0x200F, 0x061C: return true
    case 0x202A...0x202E, 0x2066...0x2069: return true
    default: return false
    }
  }
}
