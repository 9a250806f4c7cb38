import SwiftUI

/// Why something could not be loaded, and Retry (progress while it runs). Centred, and
/// scrollable when large text does not fit.
struct FailureView: View {
  let title: Text
  let message: Text
  var isRetrying = false
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
          if isRetrying {
            ProgressView()
              .accessibilityLabel(Text(Strings.menuRefreshing))
              .accessibilityIdentifier(AccessibilityID.menuRefreshing)
          } else {
            Button(action: retry) { Text(Strings.retry) }
              .buttonStyle(.borderedProminent)
          }
        }
        .padding()
        .frame(maxWidth: .infinity, minHeight: proxy.size.height)
      }
    }
  }
}
