import SwiftUI

/// Centred, and scrollable when large text does not fit.
struct FailureView: View {
  let title: Text
  let message: Text
  var messageHint: Text? = nil
  var messageID: String? = nil
  let retryID: String
  let retry: () -> Void

  var body: some View {
    GeometryReader { proxy in
      ScrollView {
        VStack(spacing: 16) {
          Image(systemName: "exclamationmark.triangle")
            .font(.largeTitle)
            .foregroundColor(.secondary)
            .accessibilityHidden(true)
          title
            .font(.headline)
            .multilineTextAlignment(.center)
          message
            .foregroundColor(.secondary)
            .multilineTextAlignment(.center)
            .accessibilityHint(messageHint ?? Text(verbatim: ""))
            .accessibilityIdentifier(messageID ?? "")
          Button(action: retry) { Text(Strings.retry) }
            .buttonStyle(.borderedProminent)
            .accessibilityIdentifier(retryID)
        }
        .padding()
        .frame(maxWidth: .infinity, minHeight: proxy.size.height)
      }
    }
  }
}

#if DEBUG
  struct FailureView_Previews: PreviewProvider {
    static var previews: some View {
      FailureView(
        title: Text(Strings.menuFailedTitle), message: Text(Strings.errorOffline),
        retryID: AccessibilityID.menuRetry, retry: {}
      )
    }
  }
#endif
