import Foundation

@testable import ShopMenu

/// "Time to a usable menu" with a disk cache and a slow network: the loopback test server
/// (`ShopMenu/Tests/Server/navigation_server.py`) holds its response headers back for `delay`
/// seconds; the repository must hand out the cached menu long before the refresh answers.
enum TimeToMenu {
  struct Row {
    var delay: Double
    var cache: Sample
    var network: Sample
  }

  static func run(server script: String, feed: String, runs: Int, delays: [Double], report: Report)
    async throws -> [Row]
  {
    let key = "bench-key"
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = [
      "python3", script, "--feed", feed, "--key", key, "--idle", "60", "--max-time", "600",
    ]
    let stdout = Pipe()
    process.standardOutput = stdout
    process.standardError = FileHandle.nullDevice
    try process.run()
    defer { process.terminate() }
    // The first line is the port.
    var line = Data()
    while true {
      let byte = stdout.fileHandleForReading.readData(ofLength: 1)
      if byte.isEmpty || byte == Data("\n".utf8) { break }
      line.append(byte)
    }
    guard let port = Int(String(decoding: line, as: UTF8.self).trimmingCharacters(in: .whitespaces))
    else {
      throw CocoaError(.fileReadUnknown)
    }

    let data = try Data(contentsOf: URL(fileURLWithPath: feed))
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
      "shopmenu-bench-ttm-\(getpid())")
    defer { try? FileManager.default.removeItem(at: directory) }
    let cache = MenuDiskCache(directory: directory)
    try cache.save(
      CachedFeed(shop: .mytoys, data: data, validators: CacheValidators(), fetchedAt: Date()))

    var rows: [Row] = []
    for delay in delays {
      let fault = delay > 0 ? "?fault=slow-headers&delay=\(delay)" : ""
      let shop = ShopConfiguration.resolved(
        shop: .mytoys,
        overrides: [
          ShopConfiguration.OverrideKey.endpoint:
            "http://127.0.0.1:\(port)/v1/mytoys/navigation\(fault)",
          ShopConfiguration.OverrideKey.apiKey: key,
        ])
      var cacheTimes: [Double] = []
      var networkTimes: [Double] = []
      for _ in 0..<runs {
        report.progress("time to menu: delay \(delay) s")
        let repository = MenuRepository(
          shop: shop, client: .live(shop: shop), cache: cache, bundled: { nil })
        let start = now()
        // As the app does: show what is cached, refresh behind it.
        let refresh = Task { try await repository.refresh() }
        guard await repository.savedSnapshot() != nil else {
          throw CocoaError(.fileReadCorruptFile)
        }
        cacheTimes.append(Double(now() - start) / 1e9)
        let fresh = try await refresh.value
        guard fresh.source == .network else { throw CocoaError(.fileReadCorruptFile) }
        networkTimes.append(Double(now() - start) / 1e9)
      }
      rows.append(
        Row(delay: delay, cache: Sample(times: cacheTimes), network: Sample(times: networkTimes)))
    }
    return rows
  }
}
