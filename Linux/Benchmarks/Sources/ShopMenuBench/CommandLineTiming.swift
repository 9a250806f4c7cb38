import Foundation
import ShopMenu

/// `shopmenu validate --file FEED` against `python3` loading the same file with `json.load`
/// and walking every entry: whole processes, start-up included, as a person at a terminal
/// sees them. Runs alternate between the two so that load on the machine hits both alike.
enum CommandLineTiming {
  struct Row {
    var name: String
    var shopmenu: Sample
    var python: Sample
  }

  /// Loads the document, finds the entry list and counts every entry, iteratively.
  static let pythonWalk = """
    import json, sys
    document = json.load(open(sys.argv[1], encoding="utf-8"))
    entries = document.get("categories") or document.get("navigationEntries") or []
    stack, count = list(entries), 0
    while stack:
        entry = stack.pop()
        count += 1
        stack.extend(entry.get("children") or [])
    print(count)
    """

  static func run(inputs: [Input], shopmenu: String, runs: Int, report: Report) throws -> [Row] {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
      "shopmenu-bench-cli-\(getpid())")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    var rows: [Row] = []
    for input in inputs {
      let file = directory.appendingPathComponent("\(input.format.rawValue).json")
      try input.data.write(to: file)
      report.progress("command line \(input.name)")
      let ours = [shopmenu, "validate", "--file", file.path]
      let python = ["/usr/bin/env", "python3", "-c", pythonWalk, file.path]
      _ = try time(ours)
      _ = try time(python)
      var oursTimes: [Double] = []
      var pythonTimes: [Double] = []
      for _ in 0..<runs {
        oursTimes.append(try time(ours))
        pythonTimes.append(try time(python))
      }
      rows.append(
        Row(
          name: input.name, shopmenu: Sample(times: oursTimes), python: Sample(times: pythonTimes)))
    }
    return rows
  }

  /// Wall-clock seconds for one run of `command` (exit status 0 or 1: `validate` exits 1 when
  /// it found diagnostics).
  private static func time(_ command: [String]) throws -> Double {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: command[0])
    process.arguments = Array(command.dropFirst())
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    process.environment = [
      "NO_COLOR": "1", "PATH": ProcessInfo.processInfo.environment["PATH"] ?? "",
    ]
    let start = now()
    try process.run()
    process.waitUntilExit()
    let elapsed = Double(now() - start) / 1e9
    guard process.terminationStatus <= 1 else {
      throw CocoaError(.executableLoad, userInfo: [NSLocalizedDescriptionKey: "\(command) failed"])
    }
    return elapsed
  }
}
