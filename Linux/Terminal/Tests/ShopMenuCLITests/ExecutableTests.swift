#if os(Linux) || os(macOS)
  import Foundation
  import ShopMenuCLI
  import XCTest

  /// The built `shopmenu` run as a process: arguments, pipes, environment and exit status as a
  /// person or a script sees them.
  final class ExecutableTests: XCTestCase {
    /// The folder of the build products (the executable sits next to the test bundle).
    private var productsDirectory: URL {
      #if os(macOS)
        for bundle in Bundle.allBundles where bundle.bundlePath.hasSuffix(".xctest") {
          return bundle.bundleURL.deletingLastPathComponent()
        }
        return Bundle.main.bundleURL.deletingLastPathComponent()
      #else
        return Bundle.main.bundleURL
      #endif
    }

    /// Bytes written by one thread and read by another after a `DispatchGroup.wait()`.
    private final class DataBox: @unchecked Sendable {
      var data = Data()
    }

    private struct Outcome {
      let status: Int32
      let stdout: String
      let stderr: String
    }

    /// Runs the executable with a fresh cache folder and home, `input` on stdin.
    private func shopmenu(
      _ arguments: [String], input: String = "", environment extra: [String: String] = [:]
    ) throws -> Outcome {
      let executable = productsDirectory.appendingPathComponent("shopmenu")
      guard FileManager.default.isExecutableFile(atPath: executable.path) else {
        throw XCTSkip("shopmenu is not built next to the tests (\(executable.path))")
      }
      let home = try makeTemporaryDirectory(self)
      let process = Process()
      process.executableURL = executable
      process.arguments = arguments
      var environment = ProcessInfo.processInfo.environment
      environment["HOME"] = home.path
      environment["XDG_CACHE_HOME"] = home.appendingPathComponent("cache").path
      environment["NO_COLOR"] = nil
      for (key, value) in extra { environment[key] = value }
      process.environment = environment
      let stdin = Pipe()
      let stdout = Pipe()
      let stderr = Pipe()
      process.standardInput = stdin
      process.standardOutput = stdout
      process.standardError = stderr
      try process.run()
      stdin.fileHandleForWriting.write(Data(input.utf8))
      stdin.fileHandleForWriting.closeFile()
      // Read both pipes to the end before waiting, so a full pipe cannot block the child.
      let errData = DataBox()
      let reading = DispatchGroup()
      let errHandle = stderr.fileHandleForReading
      DispatchQueue.global().async(group: reading) {
        errData.data = errHandle.readDataToEndOfFile()
      }
      let outData = stdout.fileHandleForReading.readDataToEndOfFile()
      reading.wait()
      process.waitUntilExit()
      return Outcome(
        status: process.terminationStatus,
        stdout: String(decoding: outData, as: UTF8.self),
        stderr: String(decoding: errData.data, as: UTF8.self))
    }

    func testHelpVersionAndUsageError() throws {
      let help = try shopmenu(["--help"])
      XCTAssertEqual(help.status, 0)
      XCTAssertTrue(help.stdout.contains(ShopMenuCLI.usageLine))
      XCTAssertEqual(try shopmenu(["--version"]).stdout, "shopmenu \(ShopMenuCLI.version)\n")
      let usage = try shopmenu(["--shop", "amazon"])
      XCTAssertEqual(usage.status, 2)
      XCTAssertEqual(usage.stdout, "")
      XCTAssertTrue(usage.stderr.contains(ShopMenuCLI.usageLine))
    }

    /// The README's run command on a machine without a cache: the bonprix menu (from the network
    /// if it answers, else the bundled snapshot), as a tree because stdin is a pipe.
    func testNoArgumentsShowTheBonprixMenu() throws {
      let result = try shopmenu([], environment: ["SHOPMENU_API_KEY": "not-the-real-key"])
      XCTAssertEqual(result.status, 0, result.stderr)
      XCTAssertTrue(result.stdout.hasPrefix("bonprix menu: "), result.stdout)
      XCTAssertTrue(result.stdout.contains("\nSource: "))
      XCTAssertTrue(result.stdout.contains("Damen  [category]"))
      XCTAssertFalse(result.stdout.contains("\u{1B}"), "no colour into a pipe")
      XCTAssertFalse(
        result.stdout.contains("not-the-real-key") || result.stderr.contains("not-the-real-key"))
    }

    func testOfflineTreeComesFromTheBundledSnapshot() throws {
      let result = try shopmenu(["--offline", "tree"])
      XCTAssertEqual(result.status, 0)
      XCTAssertEqual(result.stderr, "")
      XCTAssertTrue(
        result.stdout.hasPrefix(
          "bonprix menu: 8 entries, 4 levels\nSource: bundled snapshot (shipped with this program"))
      XCTAssertTrue(
        result.stdout.contains(
          "      Oberteile  [link]  "
            + "https://www.bonprix.de/kategorie/damen-alle-neuen-artikel-oberteile/\n"))
    }

    func testValidateExitCodesAndJSON() throws {
      XCTAssertEqual(try shopmenu(["--file", CLIFixture.bonprix.path, "validate"]).status, 0)
      let mytoys = try shopmenu(["--file", CLIFixture.mytoys.path, "validate", "--json"])
      XCTAssertEqual(mytoys.status, 1)
      let object = try XCTUnwrap(
        try JSONSerialization.jsonObject(with: Data(mytoys.stdout.utf8)) as? [String: Any])
      XCTAssertEqual(object["entries"] as? Int, 220)
      XCTAssertEqual(object["skipped"] as? Int, 2)
      XCTAssertEqual(object["maxDepth"] as? Int, 4)
      XCTAssertEqual(object["format"] as? String, "mytoys")
    }

    func testUnreadableFileExitsThree() throws {
      let result = try shopmenu(["--file", "/nonexistent/feed.json", "tree"])
      XCTAssertEqual(result.status, 3)
      XCTAssertEqual(result.stdout, "")
      XCTAssertEqual(
        result.stderr, "shopmenu: Cannot read /nonexistent/feed.json: there is no such file.\n")
    }

    func testScriptedBrowseThroughAPipe() throws {
      let result = try shopmenu(["--offline", "browse"], input: "2\n2\n2\n2\nq\n")
      XCTAssertEqual(result.status, 0, result.stderr)
      XCTAssertTrue(result.stdout.contains("bonprix › Damen › Mode › Neuheiten\n"))
      XCTAssertTrue(
        result.stdout.contains(
          "Open in the web view: "
            + "https://www.bonprix.de/kategorie/damen-alle-neuen-artikel-oberteile/\n"
            + "The menu is closed.\n"))
    }

    /// The issue's command: nothing listens on port 9, and validate must not pass on the
    /// bundled snapshot.
    func testValidateWithADeadEndpointExitsThree() throws {
      let result = try shopmenu([
        "--endpoint", "https://127.0.0.1:9/x", "--timeout", "2", "validate",
      ])
      XCTAssertEqual(result.status, 3)
      XCTAssertEqual(result.stdout, "")
      XCTAssertEqual(
        result.stderr,
        "shopmenu: Could not reach the bonprix menu API at https://127.0.0.1:9/x: The menu could "
          + "not be loaded (could not connect to the server). Nothing was validated; validate "
          + "never falls back to the cached or bundled menu (use --offline or --file PATH to "
          + "check those).\n")
    }

    /// A feed in which an entry has `url` twice: readers disagree on which counts, so validate
    /// refuses it as the app does, with exit status 3.
    func testValidateRefusesARepeatedKeyWithExitStatusThree() throws {
      let folder = try makeTemporaryDirectory(self)
      let path = try writeFile(
        #"{"categories": [{"label": "A", "url": "/a/", "url": "https://evil.example/"}]}"#,
        named: "repeated.json", in: folder)
      let result = try shopmenu(["--file", path, "validate"])
      XCTAssertEqual(result.status, 3)
      XCTAssertEqual(result.stdout, "")
      XCTAssertEqual(
        result.stderr,
        "shopmenu: \(path) is not a usable menu feed: The menu feed is not valid JSON "
          + "(byte offset 45: a repeated key \"url\").\n")
    }

    func testFetchFromADeadLocalServerExitsThreeQuickly() throws {
      let started = Date()
      let result = try shopmenu(
        ["--endpoint", "http://127.0.0.1:9/navigation", "--timeout", "3", "fetch"])
      XCTAssertEqual(result.status, 3)
      XCTAssertLessThan(Date().timeIntervalSince(started), 10)
      XCTAssertTrue(
        result.stderr.hasPrefix(
          "shopmenu: Could not fetch the bonprix menu from http://127.0.0.1:9/navigation: "),
        result.stderr)
      XCTAssertTrue(result.stderr.hasSuffix("The cached menu was left as it was.\n"))
    }
  }
#endif
