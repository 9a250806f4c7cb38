import Dispatch
import Foundation
import ShopMenu

extension MenuClient {
  /// This client, but every fetch (retries included) gives up after `seconds` with
  /// ``MenuAPIError/timedOut``, whether or not the underlying request notices the cancellation.
  public func limited(to seconds: Double) -> MenuClient {
    let base = self
    return MenuClient { validators in
      try await Deadline.run(seconds: seconds) { try await base.fetch(validators) }
    }
  }
}

/// Runs an operation with a hard deadline.
enum Deadline {
  /// The result of `operation`, or ``MenuAPIError/timedOut`` once `seconds` have passed (the
  /// operation is then cancelled and its eventual result ignored).
  static func run<T: Sendable>(
    seconds: Double, _ operation: @escaping @Sendable () async throws -> T
  ) async throws -> T {
    let gate = Gate<T>()
    return try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<T, Error>) in
        gate.install(continuation)
        let work = Task {
          do {
            gate.finish(.success(try await operation()))
          } catch {
            gate.finish(.failure(error))
          }
        }
        gate.onFinish { work.cancel() }
        let nanoseconds = Int(min(seconds, 86_400) * 1_000_000_000)
        DispatchQueue.global().asyncAfter(deadline: .now() + .nanoseconds(nanoseconds)) {
          gate.finish(.failure(MenuAPIError.timedOut))
        }
      }
    } onCancel: {
      gate.finish(.failure(CancellationError()))
    }
  }

  /// Resumes a continuation exactly once, with whichever result arrives first.
  private final class Gate<T>: @unchecked Sendable {
    private let lock = NSLock()
    private var continuation: CheckedContinuation<T, Error>?
    private var early: Result<T, Error>?
    private var done = false
    private var cleanup: (() -> Void)?

    func install(_ continuation: CheckedContinuation<T, Error>) {
      lock.lock()
      if let early {
        lock.unlock()
        continuation.resume(with: early)
        return
      }
      self.continuation = continuation
      lock.unlock()
    }

    func onFinish(_ action: @escaping () -> Void) {
      lock.lock()
      if done {
        lock.unlock()
        action()
        return
      }
      cleanup = action
      lock.unlock()
    }

    func finish(_ result: Result<T, Error>) {
      lock.lock()
      guard !done else {
        lock.unlock()
        return
      }
      done = true
      let continuation = self.continuation
      self.continuation = nil
      if continuation == nil { early = result }
      let cleanup = self.cleanup
      self.cleanup = nil
      lock.unlock()
      continuation?.resume(with: result)
      cleanup?()
    }
  }
}
