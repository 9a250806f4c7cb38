import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// Monotonic nanoseconds.
func now() -> UInt64 {
  var ts = timespec()
  clock_gettime(CLOCK_MONOTONIC, &ts)
  return UInt64(ts.tv_sec) * 1_000_000_000 + UInt64(ts.tv_nsec)
}

/// Timings of one workload, in seconds.
struct Sample {
  var times: [Double]

  var sorted: [Double] { times.sorted() }
  func percentile(_ p: Double) -> Double {
    let s = sorted
    guard !s.isEmpty else { return .nan }
    let rank = p * Double(s.count - 1)
    let low = Int(rank.rounded(.down))
    let high = Int(rank.rounded(.up))
    return s[low] + (s[high] - s[low]) * (rank - Double(low))
  }
  var median: Double { percentile(0.5) }
  var p10: Double { percentile(0.1) }
  var p90: Double { percentile(0.9) }
  /// Median absolute deviation.
  var mad: Double {
    let m = median
    return Sample(times: times.map { abs($0 - m) }).median
  }
}

/// How long to measure each workload.
struct Budget {
  var seconds: Double
  var minIterations: Int
  var maxIterations: Int

  static let standard = Budget(seconds: 2.0, minIterations: 7, maxIterations: 400)
  static let quick = Budget(seconds: 0.3, minIterations: 3, maxIterations: 50)
}

/// Sink for results, so the optimizer cannot drop the work.
var blackHole = 0

/// Runs `body` once to warm up, then until the budget is spent; each run is timed alone.
func measure(_ budget: Budget, _ body: () throws -> Int) rethrows -> Sample {
  blackHole &+= try body()
  var times: [Double] = []
  let start = now()
  while times.count < budget.maxIterations {
    let t0 = now()
    blackHole &+= try body()
    times.append(Double(now() - t0) / 1e9)
    if times.count >= budget.minIterations, Double(now() - start) / 1e9 >= budget.seconds { break }
  }
  return Sample(times: times)
}

// MARK: - Memory

enum Memory {
  /// A field of /proc/self/status in bytes (`VmHWM`, `VmRSS`).
  static func status(_ field: String) -> Int {
    guard let text = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else {
      return 0
    }
    for line in text.split(separator: "\n") where line.hasPrefix(field + ":") {
      let digits = line.split(separator: " ").compactMap { Int($0) }.first ?? 0
      return digits * 1024
    }
    return 0
  }

  /// Resets the peak (`VmHWM`) to the current resident size (Linux ≥ 4.0).
  @discardableResult
  static func resetPeak() -> Bool {
    guard let handle = FileHandle(forWritingAtPath: "/proc/self/clear_refs") else { return false }
    handle.write(Data("5".utf8))
    try? handle.close()
    return true
  }
}
