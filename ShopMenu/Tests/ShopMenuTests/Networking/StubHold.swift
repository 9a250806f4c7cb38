import Foundation
import XCTest

/// A request the stub never answers: it is held until its task is cancelled (`stopLoading`), so a
/// test can cancel a request in flight. The stub answers every other request at once, from
/// `startLoading`: a reply sent later would have to come from the loading thread, which runs a run
/// loop on Darwin and none on Linux. A test that needs an answer it releases injects a closure
/// that waits at a ``Gate`` instead.
final class StubHold: Sendable {
  /// The requests that arrived.
  let arrivals = Tally()
  /// The held requests stopped (`stopLoading`): their task was cancelled.
  let cancellations = Tally()

  /// Returns once `count` requests have arrived, or fails the test (``bounded(_:_:)``).
  func waitForArrivals(_ count: Int, file: StaticString = #filePath, line: UInt = #line) async {
    await arrivals.wait(for: count, "\(count) requests to arrive", file: file, line: line)
  }

  /// Returns once `count` held requests have been cancelled, or fails the test.
  func waitForCancellations(_ count: Int, file: StaticString = #filePath, line: UInt = #line)
    async
  {
    await cancellations.wait(
      for: count, "\(count) requests to be cancelled", file: file, line: line)
  }
}

/// A door an injected closure waits at until the test opens it: an answer the test releases,
/// without a server. Every caller after ``open()`` passes at once.
final class Gate: @unchecked Sendable {
  private let lock = NSLock()
  private var isOpen = false
  private var waiting: [CheckedContinuation<Void, Never>] = []
  /// The callers that came to the gate.
  let arrivals = Tally()

  /// Returns once the gate is open.
  func pass() async {
    await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
      let passes: Bool = lock.locked {
        if !isOpen { waiting.append(continuation) }
        return isOpen
      }
      arrivals.add()
      if passes { continuation.resume() }
    }
  }

  /// Lets every waiting caller through, and every later one.
  func open() {
    let released: [CheckedContinuation<Void, Never>] = lock.locked {
      isOpen = true
      defer { waiting = [] }
      return waiting
    }
    for continuation in released { continuation.resume() }
  }
}

/// A count a test can wait for, with continuations, not sleeps, and bounded: a count never
/// reached fails the test instead of hanging the run (``bounded(_:_:)``).
final class Tally: @unchecked Sendable {
  private let lock = NSLock()
  private var count = 0
  private var watchers: [(target: Int, continuation: CheckedContinuation<Void, Never>)] = []

  var value: Int { lock.locked { count } }

  func add() {
    let reached: [CheckedContinuation<Void, Never>] = lock.locked {
      count += 1
      defer { watchers.removeAll { $0.target <= count } }
      return watchers.filter { $0.target <= count }.map(\.continuation)
    }
    for continuation in reached { continuation.resume() }
  }

  /// Returns once the count is `target` or more, or fails the test.
  func wait(
    for target: Int, _ what: String, file: StaticString = #filePath, line: UInt = #line
  ) async {
    _ = try? await bounded(what, file: file, line: line) {
      await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
        let reached: Bool = self.lock.locked {
          if self.count >= target { return true }
          self.watchers.append((target, continuation))
          return false
        }
        if reached { continuation.resume() }
      }
    }
  }
}

/// What `operation` returns, or a failed test and `nil` once `seconds` have passed without it
/// (the operation is then cancelled): a reply that never comes fails the test, never hangs the
/// run. The limit guards against a hang and measures nothing: a passing test never waits for it.
func bounded<T: Sendable>(
  _ what: String, seconds: TimeInterval = 30, file: StaticString = #filePath, line: UInt = #line,
  _ operation: @escaping @Sendable () async throws -> T
) async throws -> T? {
  let first = FirstResult<T>()
  let result = await withCheckedContinuation { continuation in
    first.install(continuation)
    let work = Task {
      do {
        first.resume(.success(try await operation()))
      } catch {
        first.resume(.failure(error))
      }
    }
    DispatchQueue.global().asyncAfter(deadline: .now() + seconds) {
      if first.resume(nil) { work.cancel() }
    }
  }
  guard let result else {
    XCTFail("waited \(Int(seconds)) s for \(what)", file: file, line: line)
    return nil
  }
  return try result.get()
}

/// Resumes one continuation with whichever result comes first.
private final class FirstResult<T>: @unchecked Sendable {
  private let lock = NSLock()
  private var continuation: CheckedContinuation<Result<T, Error>?, Never>?

  func install(_ continuation: CheckedContinuation<Result<T, Error>?, Never>) {
    lock.locked { self.continuation = continuation }
  }

  /// Whether `result` was the first.
  @discardableResult
  func resume(_ result: Result<T, Error>?) -> Bool {
    let waiting: CheckedContinuation<Result<T, Error>?, Never>? = lock.locked {
      defer { continuation = nil }
      return continuation
    }
    waiting?.resume(returning: result)
    return waiting != nil
  }
}
