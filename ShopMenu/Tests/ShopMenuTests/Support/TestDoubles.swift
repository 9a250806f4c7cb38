import Foundation
import XCTest

@testable import ShopMenu

/// A scripted menu client: answers each fetch with the next response, counts the calls and
/// remembers the validators it was sent.
final class ScriptedClient: @unchecked Sendable {
  enum Step {
    case feed(Data, CacheValidators)
    case notModified
    case failure(MenuAPIError)
  }

  private let lock = NSLock()
  private var steps: [Step]
  private var repeatsLast: Bool
  private(set) var receivedValidators: [CacheValidators?] = []
  /// When set, each fetch waits for this long first (to overlap refreshes).
  var delayNanoseconds: UInt64 = 0

  init(_ steps: [Step], repeatsLast: Bool = true) {
    self.steps = steps
    self.repeatsLast = repeatsLast
  }

  var callCount: Int { lock.locked { receivedValidators.count } }

  var client: MenuClient {
    MenuClient { validators in
      let delay = self.delayNanoseconds
      let step: Step = self.lock.locked {
        self.receivedValidators.append(validators)
        if self.steps.count > 1 || !self.repeatsLast { return self.steps.removeFirst() }
        return self.steps[0]
      }
      if delay > 0 { try await Task.sleep(nanoseconds: delay) }
      switch step {
      case .feed(let data, let validators): return .modified(data, validators)
      case .notModified: return .notModified
      case .failure(let error): throw error
      }
    }
  }
}

/// A clock tests move by hand.
final class TestClock: @unchecked Sendable {
  private let lock = NSLock()
  private var current = Date(timeIntervalSince1970: 1_800_000_000)

  var now: Date { lock.locked { current } }
  func advance(_ seconds: TimeInterval) { lock.locked { current += seconds } }
}

/// A fresh, empty folder under the temporary directory, removed when the test ends.
func temporaryDirectory(_ test: XCTestCase) throws -> URL {
  let url = FileManager.default.temporaryDirectory
    .appendingPathComponent("ShopMenuTests-\(UUID().uuidString)", isDirectory: true)
  try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  test.addTeardownBlock { try? FileManager.default.removeItem(at: url) }
  return url
}

/// A small bonprix feed with one top-level link labelled `label`.
func tinyBonprixFeed(_ label: String) -> Data {
  feed(
    "{'categories': [{'label': '\(label)', 'url': 'https://www.bonprix.de/\(label.lowercased())/'}]}"
  )
}

extension NSLock {
  /// `withLock` needs iOS 16; the tests also run on iOS 15 simulators.
  func locked<T>(_ body: () throws -> T) rethrows -> T {
    lock()
    defer { unlock() }
    return try body()
  }
}
